'use strict';
// Seed content of the `page` collection (every non-course route of spec §2), compact;
// scripts/build-seed.js expands it into seed/page.json. Figures, phone numbers and
// addresses are EXAMPLES for a fresh install; marketers replace them in the CMS.

const demoCta = { text: 'Not sure which course fits you? Talk to a counsellor or attend a free demo class.', buttonName: 'Book a Free Demo Class', link: '' };
const contactCta = { text: 'Questions about admissions, fees or batches? We answer within one working day.', buttonName: 'Contact us', link: '/vlsi-training-bangalore-contact-us' };
const corpCta = { text: 'Tell us about your team and the skills you need; we propose a programme within a week.', buttonName: 'Talk to our corporate team', link: '/enterprise/contact-us' };

// Enterprise call-to-actions that open the enterprise lead form; their leads carry the block's sub-source.
const corpPopupCta = (subSource) => ({ text: 'Tell us what your team needs; our corporate team calls you back within one working day.', buttonName: 'Request a training proposal', link: '', leadSource: { sub_source: subSource } });

const page = (path, title, intro, sections, { faqs = [], cta = demoCta, description, ...extra } = {}) => ({
  path, title, intro, ...extra,
  sections: sections.map(([heading, body, anchor, image]) => ({ heading, body, ...(anchor ? { anchor } : {}), ...(image ? { image } : {}) })),
  faqs: faqs.map(([question, answer]) => ({ question, answer })),
  cta,
  seo: { metaTitle: `${title} | Maven Silicon`, metaDescription: description || intro.slice(0, 155) },
});

// Interview-question pages: each question is a FAQ, so the page also gets FAQPage JSON-LD.
const interview = (path, title, intro, faqs) => page(path, title, intro, [
  ['How to use these questions', 'Answer each question aloud first, then compare with the answer. Interviewers care about **why** as much as **what**: explain trade-offs, and draw waveforms or diagrams where they help.'],
], { faqs, description: intro.slice(0, 155) });

/** Download id, title and description of each free-library document (the ids of lib/leads/resources.ts). */
const RESOURCE_DOCUMENTS = [
  ['vlsi-course-brochure', 'VLSI course brochure',
   'Every job-oriented and online course, with duration, tools and placement support.'],
  ['asic-verification-curriculum', 'ASIC verification curriculum',
   'Week-by-week syllabus from Verilog and SystemVerilog to UVM test benches.'],
  ['semiconductor-newsletter', 'Semiconductor newsletter',
   'Industry news, hiring trends and upcoming Maven workshops.'],
  ['vlsi-interview-questions', 'VLSI interview questions',
   'Questions asked in design, verification and physical-design interviews, with answers.'],
  ['low-power-design-whitepaper', 'Low-power design whitepaper',
   'Clock gating, power gating and multi-voltage design explained with examples.'],
  ['vlsi-project-document', 'VLSI project document',
   'A complete RTL-to-GDSII project write-up you can study and extend.'],
  ['risc-v-and-arm-guide', 'RISC-V & ARM programme guide',
   'What the RISC-V SoC and ARM-approved programmes cover, and who they suit.'],
  ['vlsi-resources-whitepaper', 'VLSI career whitepaper',
   'Roles, skills and salaries across the chip-design flow, for freshers and career switchers.'],
];

/** [path, layout-table row] of the example pages. */
const LAYOUT_EXAMPLES = [
  ['/vlsi-courses/example-corporate-programmes', 'business marketing header (vlsi-courses)'],
  ['/vlsi-embedded-iit-certification', 'embedded IIT certification marketing header'],
  ['/vlsi-design-verification-course-landing', 'paid landing course marketing header'],
  ['/executive-mtech-in-vlsi-design', 'old M.Tech variant marketing header'],
  ['/vlsi-course-offer', 'landing group marketing header'],
  ['/mtech-in-vlsidesign', 'M.Tech variant header'],
];

const PAGES = [
  page('/', 'VLSI and Embedded Systems Training Institute in Bengaluru',
    'Job-oriented VLSI design, verification, physical design, DFT and embedded systems courses, taught by engineers from the chip industry, with placement support.',
    [
      ['Why learn with Maven', 'Hands-on labs on industry-standard EDA flows from RTL to GDSII, trainers with 10+ years of industry experience, and executive certifications with iHUB IIT Roorkee.', 'whyMaven'],
      ['Placements', 'Our alumni work as design verification, physical design, DFT and embedded engineers. **4500+ alumni (example figure)** and **100+ hiring partners (example figure)**.', 'placements',
        { $media: 'recruiters.svg', alternativeText: 'Logos of example hiring partners' }],
      ['For universities', 'Faculty development programmes, semester-long VLSI electives and lab set-up support for engineering colleges. [See our programmes for universities](/university).', 'university',
        { $media: 'university.svg', alternativeText: 'Illustration of a university campus with a lab' }],
      ['Contact us', 'Visit our Bengaluru centre or call **+91 90000 00001 (example)**. Email admissions@example.com. [All contact options](/vlsi-training-bangalore-contact-us).', 'contact'],
    ],
    { faqs: [
      ['Which VLSI course is right for a fresher?', 'Freshers with an electronics degree usually start with the **VLSI Design and Functional Verification** course, which has the most openings. If you enjoy layouts and timing, choose **Physical Design**.'],
      ['Do you offer placement support?', 'Yes. Job-oriented courses include resume reviews, mock interviews and referrals to our hiring partners.'],
      ['Can working engineers study part time?', 'Yes. The executive certifications run on weekends, live online with lab access.'],
    ], description: 'VLSI and embedded systems training institute in Bengaluru: job-oriented design, verification, physical design and DFT courses with placement support.',
    heroButton: 'Book a Free Demo Class',
    heroImage: { $media: 'hero-chip.svg', alternativeText: 'Illustration of a silicon chip with circuit traces' } }),

  page('/vlsi-design-internship', 'VLSI Design Internship',
    'A 3-month internship for final-year electronics students: work on an RTL design and verification project with mentors from the industry.',
    [['What you do', '- Write synthesisable Verilog for a real block (for example a UART or an AHB-to-APB bridge)\n- Verify it with a SystemVerilog test bench\n- Present your work to a review panel'],
     ['Who can apply', 'Pre-final and final-year B.E./B.Tech students in ECE, EEE or E&I. Selection is by an online test on digital electronics.'],
     ['Certificate', 'Interns who complete the project receive an internship certificate and a project report reviewed by a mentor.']],
    { faqs: [['Is the internship paid?', 'No, it is a training internship; a stipend is not offered (example policy).'], ['Is it online?', 'Both: interns can join on campus in Bengaluru or online.']] }),

  page('/placement', 'VLSI Placements',
    'Our placement cell connects trained engineers with semiconductor companies in Bengaluru, Hyderabad, Noida and abroad.',
    [['How placement support works', '1. Resume review by trainers\n2. Mock technical interviews on your projects\n3. Referrals to openings at our hiring partners\n4. Feedback after every interview'],
     ['Recent placement figures', '- **90%+ placement rate (example figure)** for job-oriented batches\n- **100+ hiring partners (example figure)**\n- Example roles: design verification engineer, physical design engineer, DFT engineer, embedded software engineer'],
     ['Our recruiters', 'Semiconductor product companies, EDA companies and design-service companies hire from our batches every month.']],
    { faqs: [['Is placement guaranteed?', 'No institute can honestly guarantee a job. We guarantee support until you are placed, as long as you clear the course assessments.']] }),

  page('/application', 'Apply for Admission',
    'Admissions to job-oriented courses open every month. Apply in three steps: enquiry, entrance test and counselling.',
    [['Step 1: Enquiry', 'Fill in the enquiry form or call our admissions team. A counsellor explains the courses and fees.'],
     ['Step 2: Entrance test', 'A 45-minute online test on digital electronics and aptitude (example format).'],
     ['Step 3: Counselling and enrolment', 'Discuss your result, choose a course and batch, and complete the enrolment.']],
    { cta: contactCta }),

  page('/risc-v-trainings', 'RISC-V Trainings',
    'Training on the open RISC-V instruction set: ISA, core design, verification and SoC integration, for students and companies.',
    [['Why RISC-V', 'RISC-V is an open ISA used in microcontrollers, accelerators and application processors. Companies need engineers who can design and verify RISC-V cores.'],
     ['Programmes', '- [Executive Certification in RISC-V SoC Design](/executive-certification-in-risc-v-system-on-chip-soc-design)\n- [RISC-V IP Design with iHUB IIT Roorkee](/ihub-roorkee-iit-classes-risc-v-ip-design)\n- [RISC-V IP Verification with iHUB IIT Roorkee](/ihub-roorkee-iit-online-classes-risv-v-ip-verification)'],
     ['Corporate RISC-V training', 'Custom programmes for teams adopting RISC-V. [Contact our corporate team](/enterprise/contact-us).']]),

  page('/arm-approved-training-partner', 'ARM Approved Training Partner',
    'Maven is an ARM approved training partner (example claim) for ARM architecture and Cortex-M/Cortex-A based system design courses.',
    [['Courses', '- ARM Cortex-M programming and debugging\n- AMBA AXI, AHB and APB protocols\n- ARM-based SoC design and verification'],
     ['Who they are for', 'Embedded software engineers, SoC designers and verification engineers working with ARM IP.']]),

  page('/best-vlsi-training-institute', 'Best VLSI Training Institute in Bengaluru',
    'Compare our job-oriented full-time courses and our part-time executive certifications, and pick the one that suits your career stage.',
    [['How to choose', '**Job oriented** courses are full time and suit freshers. **Part time** certifications run on weekends and suit working engineers.']],
    { faqs: [['How long are the courses?', 'Job-oriented courses take 4 to 6 months full time; part-time certifications take 4 to 6 months on weekends.']] }),

  page('/iit-roorkee-online-courses', 'IIT Roorkee Online Courses',
    'Executive certification courses in VLSI and embedded systems offered with iHUB DivyaSampark, IIT Roorkee, live online.',
    [['Courses', '- [ASIC Verification](/ihub-roorkee-iit-certification-course-asic-verification)\n- [Physical Design](/ihub-iit-roorkee-course-physical-design)\n- [Design for Testability](/ihub-roorkee-iit-online-course-dft)\n- [VLSI SoC Design](/ihub-roorkee-iit-course-vlsi-soc-design)\n- [RISC-V IP Design](/ihub-roorkee-iit-classes-risc-v-ip-design)\n- [RISC-V IP Verification](/ihub-roorkee-iit-online-classes-risv-v-ip-verification)'],
     ['Certification', 'Certificates are issued jointly by iHUB DivyaSampark, IIT Roorkee and Maven Silicon after the final assessment.']]),

  page('/ihub-iit-roorkee-online-courses', 'iHUB IIT Roorkee Online Courses',
    'Live online executive certifications in VLSI with iHUB DivyaSampark, the technology innovation hub of IIT Roorkee.',
    [['About iHUB DivyaSampark', 'iHUB DivyaSampark at IIT Roorkee works on cyber-physical systems and runs skilling programmes with industry partners.'],
     ['Programmes', 'ASIC verification, physical design, DFT, SoC design, RISC-V IP design and verification, and IC packaging. See [all IIT Roorkee courses](/iit-roorkee-online-courses).']]),

  page('/online-vlsi-design-verification-course', 'Online VLSI Design and Verification Course (Maven Global)',
    'Maven Global brings our design and verification curriculum to learners outside India: live online classes in convenient time zones.',
    [['What you learn', 'Digital design, Verilog RTL, SystemVerilog, assertions and UVM, with remote labs.'],
     ['Time zones', 'Batches for Asia-Pacific, Europe/Middle East and North America (example schedule).']]),

  page('/online-vlsi-design-course', 'Online VLSI Design Course',
    'Learn RTL design, synthesis and static timing analysis online, with live classes and remote EDA labs.',
    [['Modules', '- Digital design fundamentals\n- Verilog RTL design\n- Synthesis and constraints (SDC)\n- Static timing analysis'],
     ['Format', 'Live online classes on weekday evenings (example), recordings and remote lab servers.']]),

  page('/online-vlsi-design-verilog-hdl-course', 'Verilog HDL Online Course',
    'A focused online course on Verilog HDL: write synthesisable RTL and self-checking test benches.',
    [['Topics', '- Data types, operators and modules\n- Blocking vs non-blocking assignments\n- FSMs, FIFOs and memories\n- Test benches and simulation'],
     ['Who it is for', 'Students and engineers starting in VLSI, and software engineers moving into hardware.']]),

  page('/online-vlsi-verification-systemverilog-uvm-course', 'SystemVerilog and UVM Online Course',
    'Online training in SystemVerilog and UVM for engineers who want to become verification engineers.',
    [['Topics', '- SystemVerilog OOP, randomisation and coverage\n- Assertions (SVA)\n- UVM components, sequences and RAL\n- A verification IP project'],
     ['Prerequisites', 'Verilog basics. Take the [Verilog HDL course](/online-vlsi-design-verilog-hdl-course) first if you are new to HDLs.']]),

  page('/free-vlsi-courses', 'Free VLSI Courses',
    'Free online courses to start your VLSI journey: digital electronics, Verilog basics and an introduction to the chip design flow.',
    [['Free courses', '- Digital electronics refresher\n- Verilog HDL basics\n- The ASIC design flow explained'],
     ['Free resources', 'Curricula, interview questions and whitepapers: see [free VLSI training resources](/vlsi/free-vlsi-training-courses).']]),

  page('/vlsi-projects', 'VLSI Projects',
    'Project ideas and guided projects for students and engineers: RTL design, verification, physical design and FPGA.',
    [['Example projects', '- AHB-to-APB bridge in Verilog with a SystemVerilog test bench\n- UVM verification IP for an SPI controller\n- Floorplan and PnR of a 32-bit multiplier block\n- A RISC-V RV32I core on an FPGA'],
     ['Guided project programme', 'Work on a project with weekly mentor reviews and get a project report you can discuss in interviews.']]),

  page('/vlsi-podcast', 'VLSI Podcast',
    'Conversations with engineers from the semiconductor industry on careers, tools and technology trends.',
    [['Recent episodes (examples)', '- From fresher to verification lead in five years\n- What physical design engineers actually do all day\n- RISC-V and the open hardware movement'],
     ['Listen', 'Episodes are published on our YouTube channel and major podcast apps.']]),

  page('/free-vlsi-workshop', 'Free VLSI Workshop',
    'A free two-hour online workshop on careers in VLSI: the chip design flow, the roles, and how to prepare.',
    [['Agenda', '1. The semiconductor industry in India\n2. The ASIC design flow, step by step\n3. Roles, skills and salaries\n4. Live Q&A with a trainer'],
     ['Next workshop', 'Every second Saturday of the month, 11:00 IST (example schedule).']]),

  page('/about-us', 'About Maven Silicon',
    'A VLSI and embedded systems training institute in Bengaluru, founded by engineers from the semiconductor industry.',
    [['Our story', 'Maven was started to close the gap between engineering education and what chip companies need on day one: hands-on skills with real tools and real flows.'],
     ['What we do', 'Job-oriented courses, executive certifications with iHUB IIT Roorkee, an executive M.Tech, corporate training and talent hiring.'],
     ['Our numbers', '**4500+ alumni (example figure)**, **100+ hiring partners (example figure)**, trainers with 10+ years of industry experience.']]),

  page('/university', 'VLSI Programmes for Universities',
    'Partner programmes for engineering colleges: electives, faculty development and lab set-up, so your students graduate industry-ready.',
    [['Why Maven', '- Curriculum designed with semiconductor companies\n- Trainers from the industry\n- Hands-on labs with industry-standard EDA tools\n- Certification with iHUB IIT Roorkee', 'whyMaven'],
     ['Programmes for colleges', '- Semester-long VLSI electives\n- Faculty development programmes\n- Internships and projects for students'],
     ['Lab set-up', 'We help colleges set up VLSI and embedded labs, including server-based access to EDA tools.']],
    { cta: contactCta }),

  page('/partners', 'Our Partners',
    'Academic, industry and technology partners who help us train engineers for the semiconductor industry.',
    [['Academic partners', 'iHUB DivyaSampark, IIT Roorkee, and partner universities for the executive M.Tech.'],
     ['Industry partners', 'Semiconductor and EDA companies that review our curriculum and hire our students.']]),

  page('/connect-with-us', 'Connect With Us',
    'Follow Maven on social media, join our workshops, or talk to a counsellor.',
    [['Talk to a counsellor', 'Call **+91 90000 00001 (example)** or email admissions@example.com.'],
     ['Follow us', 'LinkedIn, YouTube, Instagram, Facebook and X: links are in the footer.']], { cta: contactCta }),

  page('/vlsi-training-institute-review-testimonial', 'Reviews and Testimonials',
    'What our alumni say about their training and their careers after Maven.',
    [['Alumni stories', 'Our alumni work in design verification, physical design, DFT and embedded roles across India and abroad. Read their words below.']]),

  page('/privacy-policy', 'Privacy Policy',
    'How Maven Silicon collects, uses and protects the personal information you share with us.',
    [['Information we collect', 'When you fill in a form we collect your name, email, phone number, state, country and work experience, and the page you came from.'],
     ['How we use it', 'To answer your enquiry, send documents you request, and tell you about courses. We do not sell your data.'],
     ['Your choices', 'You can ask us to correct or delete your data by emailing privacy@example.com (example address).'],
     ['Cookies', 'We use only the cookies needed for the site to work and to remember a solved captcha.']], { cta: contactCta }),

  page('/terms-and-conditions', 'Terms and Conditions',
    'The terms that apply when you use this website or enrol in a Maven Silicon course.',
    [['Use of the website', 'Content on this site is for information. Course details, dates and fees may change; the enrolment agreement is what applies.'],
     ['Enrolment and fees', 'Fees, instalments and refund rules are given in writing at enrolment (example terms).'],
     ['Intellectual property', 'Course material is for the enrolled student only and may not be shared or resold.']], { cta: contactCta }),

  page('/maven-career', 'Careers at Maven',
    'Join our team of trainers, lab engineers and counsellors, and help engineers start careers in semiconductors.',
    [['Open roles (examples)', '- Senior trainer, design verification (8+ years)\n- Trainer, physical design (5+ years)\n- Lab engineer, EDA tools and Linux\n- Admissions counsellor'],
     ['How to apply', 'Send your resume to careers@example.com (example address) with the role in the subject line.']], { cta: contactCta }),

  page('/vlsi-training-bangalore-contact-us', 'Contact Us',
    'Visit our Bengaluru centre, call us, or send a message: our admissions team answers within one working day.',
    [['Bengaluru centre', 'Maven Silicon, 2nd floor, Example Tech Park, Bengaluru 560001 (example address).'],
     ['Phone and email', 'Phone: **+91 90000 00001 (example)**\n\nEmail: admissions@example.com'],
     ['Office hours', 'Monday to Saturday, 9:30 to 18:30 IST.']], { cta: demoCta }),

  page('/vlsi-jobs-for-freshers', 'VLSI Jobs for Freshers',
    'How freshers get into VLSI: the roles, the skills companies test, and how to prepare for interviews.',
    [['Entry-level roles', '- Design verification engineer\n- RTL design engineer\n- Physical design engineer\n- DFT engineer\n- FPGA engineer'],
     ['Skills companies test', 'Digital electronics, Verilog, CMOS basics, and for verification roles SystemVerilog and UVM.'],
     ['Interview questions', '- [VLSI interview questions](/vlsi-interview-questions)\n- [Verilog interview questions](/vlsi-jobs/verilog-interview-questions)\n- [SystemVerilog interview questions](/vlsi-jobs/systemverilog-interview-questions)\n- [UVM interview questions](/vlsi-jobs/uvm-interview-questions)\n- [Physical design interview questions](/vlsi-jobs/physical-design-interview-questions)']]),

  page('/vlsi-training-institute-in-hyderabad', 'VLSI Training Institute in Hyderabad',
    'VLSI design, verification and physical design training for Hyderabad: live online classes with weekend lab sessions (example).',
    [['Courses available', 'All job-oriented and executive courses are available live online for students in Hyderabad and Telangana.'],
     ['Placements in Hyderabad', 'Hyderabad is a major semiconductor hub; our placement cell refers students to openings there as well as in Bengaluru.']]),

  page('/vlsi-design', 'What is VLSI Design?',
    'VLSI (very-large-scale integration) design is the process of creating integrated circuits with millions to billions of transistors.',
    [['The design flow', '1. Specification and architecture\n2. RTL design in Verilog or VHDL\n3. Functional verification\n4. Synthesis and static timing analysis\n5. Physical design: floorplan, placement, CTS, routing\n6. Sign-off and tape-out'],
     ['Careers', 'Each step of the flow is a career: RTL design, verification, physical design, DFT, analog layout and more.']],
    { faqs: [['Is VLSI a good career?', 'Yes. India has a large and growing chip-design workforce, and demand for verification and physical design engineers is high.']] }),

  page('/thank-you', 'Thank you!',
    "We've received your details. An admissions counsellor will contact you shortly.",
    [['While you wait', 'Explore our [free VLSI resources](/vlsi/free-vlsi-training-courses) or read [VLSI interview questions](/vlsi-interview-questions).']],
    { cta: { text: 'Back to the home page', buttonName: 'Home', link: '/' } }),

  interview('/vlsi-interview-questions', 'VLSI Interview Questions',
    'Common questions from VLSI design, verification and physical design interviews for freshers, with answers.',
    [['What is the difference between setup time and hold time?', '**Setup time** is the minimum time data must be stable *before* the clock edge; **hold time** is the minimum time it must stay stable *after* it. Setup violations are fixed by slowing the clock or shortening the data path; hold violations by adding delay to the data path.'],
     ['What is metastability and how do you handle it?', 'A flip-flop whose setup or hold is violated may settle to an undefined level for an unbounded time. Crossing clock domains through a two-flop synchroniser (or a FIFO for buses) reduces the probability of failure to an acceptable MTBF.'],
     ['What is clock skew?', 'The difference in clock arrival time at two flip-flops. Positive skew helps setup and hurts hold on a path; clock tree synthesis keeps skew within limits.'],
     ['Why is CMOS power consumption dominated by dynamic power?', 'Dynamic power (α·C·V²·f) is spent charging and discharging capacitances on every switching event; at advanced nodes leakage grows, so both are managed with clock gating, power gating and multi-Vt cells.']]),

  interview('/vlsi-jobs/verilog-interview-questions', 'Verilog Interview Questions',
    'Verilog questions asked in RTL design and verification interviews, with answers.',
    [['What is the difference between blocking and non-blocking assignments?', 'Blocking (`=`) assignments execute in order within a block; non-blocking (`<=`) assignments sample all right-hand sides first and update at the end of the time step. Use non-blocking for sequential logic and blocking for combinational logic.'],
     ['What is the difference between `wire` and `reg`?', 'A `wire` is driven continuously (by `assign` or a module output); a `reg` holds a value assigned in a procedural block. `reg` does not necessarily mean a flip-flop.'],
     ['How do you avoid latches in combinational logic?', 'Assign every output in every branch of an `always @(*)` block, or give default values at the top of the block.'],
     ['What is the difference between `casex` and `casez`?', '`casez` treats `z` as don\'t-care; `casex` treats both `x` and `z` as don\'t-care, which can hide simulation X problems, so `casez` is preferred.']]),

  interview('/vlsi-jobs/systemverilog-interview-questions', 'SystemVerilog Interview Questions',
    'SystemVerilog questions for design verification interviews: OOP, randomisation, coverage and assertions.',
    [['What is the difference between `rand` and `randc`?', '`rand` variables can repeat values between randomisations; `randc` variables cycle through all values of their range before repeating.'],
     ['What is a virtual interface and why is it needed?', 'Classes cannot contain static module instances such as interfaces, so a class holds a `virtual` handle to an interface instance to drive and sample DUT signals.'],
     ['What is the difference between a `mailbox` and a `queue`?', 'A queue is a data structure; a mailbox is a synchronisation channel between processes with blocking `put`/`get`.'],
     ['What is functional coverage?', 'User-defined measurement (covergroups, coverpoints, crosses) of which scenarios in the test plan were exercised, as opposed to code coverage generated by the simulator.']]),

  interview('/vlsi-jobs/uvm-interview-questions', 'UVM Interview Questions',
    'UVM questions asked in verification interviews, from phases to the factory and RAL.',
    [['What are UVM phases?', 'Build, connect, end-of-elaboration and start-of-simulation (functions), the run phase and its sub-phases (tasks), then extract, check, report and final.'],
     ['What is the UVM factory?', 'A registry that creates objects by type, so tests can override a component or sequence item type without editing the environment.'],
     ['How does a sequence reach the driver?', 'The sequence calls `start_item`/`finish_item`; the sequencer arbitrates and the driver pulls items with `get_next_item` and signals `item_done`.'],
     ['What is the register abstraction layer?', 'A model of the DUT registers that lets tests access registers by name, with front-door and back-door access and built-in register sequences.']]),

  interview('/vlsi-jobs/physical-design-interview-questions', 'Physical Design Interview Questions',
    'Physical design and STA questions for freshers and experienced engineers.',
    [['What are the inputs to physical design?', 'The gate-level netlist, constraints (SDC), technology and cell libraries (LEF, LIB), and the floorplan or DEF if available.'],
     ['How do you fix a hold violation?', 'Add delay on the data path (buffers or delay cells), or reduce clock skew in favour of hold, usually after CTS when clocks are real.'],
     ['What is an antenna violation?', 'Charge collected on a long metal wire during fabrication can damage the connected gate oxide; fixes include layer hopping and antenna diodes.'],
     ['What is IR drop?', 'The voltage drop along the power grid due to its resistance; too much IR drop slows cells and can cause timing failures, so the grid is sized and analysed early.']]),

  // Enterprise (layout: enterprise header and footer)
  page('/enterprise', 'VLSI Training and Talent for Semiconductor Companies',
    'Customised corporate training in design, verification, physical design and DFT, and a pipeline of trained engineers ready to join your teams.',
    [['Corporate training', 'Programmes built around your flows and tools. [See corporate training](/enterprise/corporate-training).'],
     ['Hire trained talent', 'Engineers trained on real projects, assessed by our trainers. [Hire talent](/enterprise/corporate-hire-talent).'],
     ['Training calendar', 'Open-enrolment courses for your engineers. [See the calendar](/enterprise/vlsi-training-calendar).']], { cta: corpCta }),
  page('/enterprise/about-us', 'About Maven Enterprise',
    'The corporate arm of Maven Silicon: training and talent services for semiconductor and electronics companies.',
    [['What we offer', '- Custom training programmes\n- Open-enrolment courses\n- Fresher hiring and deployment\n- Technical content and resources'],
     ['Our trainers', 'Engineers with 10 to 25 years of experience in chip design, verification and implementation.']], { cta: corpCta }),
  page('/enterprise/our-industry-partners', 'Our Industry Partners',
    'Semiconductor, EDA and electronics companies that train their engineers with us and hire our graduates.',
    [['How we work with partners', 'Partners review our curriculum, take part in project reviews and interview our graduates first.'],
     ['Become a partner', 'Contact our corporate team to join the partner programme.']], { cta: corpCta }),
  page('/enterprise/corporate-training', 'Corporate VLSI Training',
    'Training programmes for engineering teams: from new-hire bootcamps to advanced UVM, low-power and sign-off courses.',
    [['Programmes', '- New-hire bootcamps in design verification and physical design\n- Advanced UVM and formal verification\n- Low-power design with UPF\n- Static timing analysis and sign-off\n- Embedded software and RISC-V'],
     ['Delivery', 'On your premises, at our Bengaluru centre, or live online, with labs on your tools or ours.']], { cta: corpCta }),
  page('/enterprise/vlsi-training-calendar', 'VLSI Training Calendar',
    'Open-enrolment corporate courses for the coming quarter (example dates).',
    [['Upcoming courses (example dates)', '| Course | Dates | Format |\n|---|---|---|\n| Advanced UVM | 11–15 January 2027 | Online |\n| STA and sign-off | 8–12 February 2027 | Bengaluru |\n| Low-power design with UPF | 8–10 March 2027 | Online |'],
     ['Group bookings', 'Teams of five or more get a private batch on dates of their choice.']], { cta: corpCta }),
  page('/enterprise/vlsi-training-case-studies', 'VLSI Training Case Studies',
    'How companies used our training and hiring programmes (anonymised examples).',
    [['New-hire bootcamp for a design-services company (example)', 'A 12-week verification bootcamp for 40 freshers; the client reported new hires contributing to projects two months earlier than before.'],
     ['Upskilling a physical design team (example)', 'An 8-week programme on advanced-node sign-off for 25 engineers, with labs on the client\'s own flow.']], { cta: corpCta }),
  page('/enterprise/corporate-hire-talent', 'Hire Trained VLSI Talent',
    'Hire engineers trained in design verification, physical design, DFT and embedded systems, assessed on real projects.',
    [['How hiring works', '1. Share your requirements\n2. We shortlist assessed candidates\n3. You interview and hire; we support onboarding'],
     ['Train-and-hire programmes', 'We train a batch to your specification and you hire the engineers who meet your bar.']], { cta: corpCta }),
  page('/enterprise/vlsi-technical-blog', 'VLSI Technical Blog',
    'Articles by our trainers on design, verification, physical design and embedded systems.',
    [['Recent articles (examples)', '- Writing reusable UVM sequences\n- Five common CDC bugs and how to catch them\n- Understanding on-chip variation in STA\n- A gentle introduction to UPF']],
    { cta: corpPopupCta('Enterprise Blog') }),
  page('/enterprise/vlsi-technical-resources', 'VLSI Technical Resources',
    'Whitepapers, curricula and reference material for engineering teams.',
    [['Resources', '- Low-power design whitepaper\n- VLSI career whitepaper\n- Curriculum documents for all courses\n\nDownload them from [free VLSI training resources](/vlsi/free-vlsi-training-courses).']],
    { cta: corpPopupCta('Enterprise Resources') }),
  page('/enterprise/contact-us', 'Contact Our Corporate Team',
    'Tell us about your training or hiring needs; our corporate team replies within one working day.',
    [['Corporate enquiries', 'Email corporate@example.com or call **+91 90000 00020 (example)**.'],
     ['Office', 'Maven Silicon, Example Tech Park, Bengaluru 560001 (example address).']], { cta: { text: 'Prefer a call? Leave your details and we call you back.', buttonName: 'Request a call back', link: '', leadSource: { sub_source: 'Enterprise Call Back' } } }),

  // The free resource library (its own page file renders it): the entry holds its documents,
  // one small PDF per download in the media library. Replace them in the CMS.
  page('/vlsi/free-vlsi-training-courses', 'Free VLSI training resources',
    'Brochures, curricula, interview questions, whitepapers and project documents from our trainers. Leave your email and the document downloads right away.', [],
    { description: 'Free VLSI course brochures, curricula, interview questions, whitepapers and project documents to download.',
      documents: RESOURCE_DOCUMENTS.map(([downloadId, title, description]) => ({ downloadId, title, description, file: { $media: `${downloadId}.pdf`, $pdf: [`${title} (example document)`, 'Maven Silicon', 'Replace this file in the CMS media library.'] } })) }),

  // EXAMPLE pages, one per row of the layout table, so every header and contact
  // set can be seen on a fresh install. Marked as examples; unpublish or delete them freely.
  ...LAYOUT_EXAMPLES.map(([path, row]) => page(path, `Example page: ${row}`,
    `Example content. This page exists to show the ${row} layout; replace or delete it in the CMS.`,
    [['About this example', `Pages whose path starts like this one get the ${row} layout: its header, its contacts and no standard footer.`]])),
];

// The enterprise pages' leads say where they came from: the source and sub-source are
// each page's own in the CMS (a call-to-action block may name its own sub-source over them); the
// site's defaults are the spec's (Maven / Demo Class).
const ENTERPRISE_LEAD_SOURCE = { source: 'Maven Enterprise', sub_source: 'Enterprise' };
const isEnterprise = (path) => path === '/enterprise' || path.startsWith('/enterprise/');

module.exports = PAGES.map((p) => (isEnterprise(p.path) && !p.leadSource ? { ...p, leadSource: ENTERPRISE_LEAD_SOURCE } : p));
