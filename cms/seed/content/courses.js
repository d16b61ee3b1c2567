'use strict';
// Seed content of the `course` collection, compact; scripts/build-seed.js expands it into
// seed/course.json. Batch dates, fees and placement figures are EXAMPLES for a fresh install:
// marketers replace them in the CMS (the seed never overwrites an edited entry).

// Curriculum modules shared by several courses: [title, topics (one per line)].
const M = {
  digital: ['Digital design fundamentals', 'Number systems, Boolean algebra and K-maps\nCombinational circuits: adders, multiplexers, decoders\nSequential circuits: latches, flip-flops, counters, FSMs\nTiming basics: setup, hold, metastability and synchronisers'],
  cmos: ['CMOS and device basics', 'MOSFET operation and CMOS inverter characteristics\nStatic and dynamic power\nStandard cells and logic libraries'],
  verilog: ['RTL design with Verilog HDL', 'Data types, operators, continuous and procedural assignments\nBlocking vs non-blocking assignments\nSynthesisable coding style for FSMs, FIFOs and memories\nSelf-checking Verilog test benches'],
  synthesis: ['Logic synthesis and STA', 'Constraints (SDC): clocks, I/O delays, false and multicycle paths\nSynthesis with Synopsys Design Compiler / Cadence Genus\nStatic timing analysis: setup and hold, OCV, timing reports'],
  sv: ['SystemVerilog for verification', 'Classes, inheritance and polymorphism\nConstrained-random stimulus and randomisation control\nInterfaces, clocking blocks and virtual interfaces\nFunctional coverage: covergroups, bins, cross coverage'],
  sva: ['Assertions (SVA)', 'Immediate and concurrent assertions\nSequences, properties and implication\nAssertion coverage and binding to RTL'],
  uvm: ['UVM methodology', 'UVM components, phases and the factory\nSequences, sequencers and drivers\nMonitors, scoreboards and the configuration database\nRegister abstraction layer (RAL)'],
  vip: ['Protocol verification project', 'AHB/APB and AXI protocol basics\nBuilding a reusable UVM verification IP\nRegression, coverage closure and debug with waveforms'],
  fp: ['Floorplanning and power planning', 'Netlist import, design and technology libraries (LEF/LIB)\nDie size, macro placement and blockages\nPower grid design and IR-drop basics'],
  place: ['Placement and clock tree synthesis', 'Placement optimisation and congestion\nCTS: skew, latency, buffers and clock gating cells\nPost-CTS timing optimisation'],
  route: ['Routing and sign-off', 'Global and detail routing, DRC fixing\nCrosstalk, antenna effects and ECOs\nPhysical verification: DRC, LVS with Calibre\nTiming sign-off with PrimeTime'],
  dft: ['DFT concepts and scan', 'Fault models: stuck-at, transition, path delay\nScan insertion, scan chains and compression\nDFT design rule checks'],
  atpg: ['ATPG, BIST and boundary scan', 'Test pattern generation and fault coverage\nMemory BIST and logic BIST\nJTAG / IEEE 1149.1 boundary scan\nPattern simulation and debug'],
  c: ['Embedded C programming', 'Pointers, structures, bit manipulation\nMemory layout, volatile and const\nModular code, makefiles and debugging with GDB'],
  mcu: ['Microcontrollers and ARM Cortex-M', 'ARM Cortex-M architecture, registers and exceptions\nGPIO, timers, interrupts and NVIC\nUART, SPI, I2C drivers from the data sheet'],
  rtos: ['RTOS and embedded Linux', 'FreeRTOS tasks, queues, semaphores and scheduling\nEmbedded Linux boot flow, device tree and drivers\nDebugging with JTAG and logic analysers'],
  riscv: ['RISC-V ISA and microarchitecture', 'RV32I base ISA and standard extensions\nPipelined core design: hazards, forwarding, branch handling\nCSRs, interrupts and privilege modes'],
  soc: ['SoC integration', 'On-chip buses: AHB, APB, AXI\nMemory subsystems, DMA and peripherals\nSoC-level verification and firmware bring-up'],
  lowpower: ['Low-power design', 'Clock gating and power gating\nMulti-voltage design and UPF\nPower analysis and optimisation'],
  packaging: ['IC packaging and manufacturing', 'Wafer fabrication flow: lithography, etch, deposition, CMP\nPackaging technologies: wire bond, flip-chip, 2.5D/3D and chiplets\nTest, yield and reliability (burn-in, failure analysis)'],
  project: ['Capstone project', 'An end-to-end project reviewed by industry mentors\nDocumentation and presentation\nMock interviews and resume review'],
};

const FAQ = {
  demo: ['Can I attend a demo class before enrolling?', 'Yes. Book a free demo class with the **Book a Free Demo Class** button; a counsellor confirms the slot by phone or email.'],
  placement: ['Do you offer placement assistance?', 'Yes. Job-oriented course students get resume reviews, mock interviews and referrals to our hiring partners until they are placed. Placement depends on your performance in the course assessments.'],
  laptop: ['Do I need my own EDA tool licences?', 'No. Lab access to industry-standard EDA tools is provided for the duration of the course, on campus and through remote lab servers.'],
  weekend: ['I work full time. Can I still take this course?', 'Yes. Classes run on weekends (Saturday and Sunday) with recorded sessions and lab access on weekdays.'],
  iit: ['Who issues the certificate?', 'The certificate is issued jointly by iHUB DivyaSampark, IIT Roorkee and Maven Silicon after you clear the final assessment.'],
  online: ['Are the classes live or recorded?', 'Classes are live and online, with recordings available for revision and remote access to the lab servers.'],
};

const ELIGIBILITY = {
  fresher: 'B.E./B.Tech or M.E./M.Tech in **ECE, EEE, E&I or Telecommunication**, or M.Sc. Electronics.\n\n- Final-year students may apply; the course starts after the final exams.\n- A short entrance test and interview check digital electronics fundamentals.',
  working: 'Working engineers with a degree in **electronics, electrical or computer engineering** and an interest in moving into the semiconductor industry.\n\n- At least one year of work experience is recommended.\n- Basic digital electronics is expected; a refresher module is included.',
  embedded: 'B.E./B.Tech, M.E./M.Tech or diploma holders in **ECE, EEE, CSE or Instrumentation**, and working engineers moving into embedded product development.\n\n- Basic C programming knowledge is helpful but not required.',
};

const jobOutcomes = [['Example placement rate', '90%+ (example)'], ['Hiring partners', '100+ (example)'], ['Example fresher CTC range', '₹4.5–9 LPA (example)']];
const execOutcomes = [['Certificate', 'Executive certification'], ['Example alumni in the domain', '1,500+ (example)'], ['Career support', 'Mock interviews and referrals']];

const hl = (...pairs) => pairs;
const H = {
  labs: ['Hands-on labs every day', 'More than 60% of the course is lab work on the same EDA tools used by chip companies.'],
  mentors: ['Trainers from the industry', 'Every module is taught by engineers with 10+ years of experience in design, verification or physical design.'],
  projects: ['Industry-grade projects', 'You finish with projects you can explain in an interview: real specifications, real test plans, real sign-off checks.'],
  placement: ['Placement support', 'Resume reviews, mock technical interviews and referrals to our hiring partners.'],
  weekend: ['Weekend schedule', 'Live weekend classes designed for working engineers, with weekday lab access.'],
  iit: ['Certified with iHUB IIT Roorkee', 'An executive certification from iHUB DivyaSampark, IIT Roorkee, with sessions by IIT faculty.'],
  online: ['Live online classes', 'Learn from anywhere with live sessions, recordings and remote lab servers.'],
};

const course = (path, category, title, tagline, duration, mode, nextBatch, highlights, modules, tools, eligibility, outcomes, faqs, curriculumDownloadId, metaDescription) => ({
  path, category, title, tagline, duration, mode, nextBatch,
  highlights: highlights.map(([t, d]) => ({ title: t, description: d })),
  curriculum: modules.map(([t, topics]) => ({ title: t, topics })),
  tools: tools.map((name) => ({ name })),
  eligibility,
  outcomes: outcomes.map(([label, value]) => ({ label, value })),
  faqs: faqs.map(([question, answer]) => ({ question, answer })),
  curriculumDownloadId,
  // A real (tiny) PDF in the media library, downloaded after the request is recorded.
  ...(curriculumDownloadId ? { curriculumDocument: { $media: `${curriculumDownloadId}.pdf`, $pdf: [`${title}: curriculum (example document)`, 'Maven Silicon', ...modules.map(([t]) => `- ${t}`)] } } : {}),
  seo: { metaTitle: `${title} | Maven Silicon`, metaDescription },
});

const DV_TOOLS = ['Verilog', 'SystemVerilog', 'UVM', 'Synopsys VCS', 'Cadence Xcelium', 'Questa', 'Verdi', 'Git', 'Linux and Perl scripting'];
const PD_TOOLS = ['Cadence Innovus', 'Synopsys ICC2', 'PrimeTime', 'Calibre DRC/LVS', 'Tcl scripting', 'Linux'];
const DFT_TOOLS = ['Synopsys DFT Compiler', 'TetraMAX / TestMAX ATPG', 'Tessent', 'Verilog', 'Tcl'];
const EMB_TOOLS = ['Embedded C', 'ARM Cortex-M (STM32)', 'Keil / STM32CubeIDE', 'FreeRTOS', 'Embedded Linux', 'GDB and JTAG debuggers', 'Git'];
const RV_TOOLS = ['Verilog', 'SystemVerilog', 'RISC-V GNU toolchain', 'Spike ISA simulator', 'Questa', 'Yosys'];

const COURSES = [
  course('/vlsi-design-functional-verification-job-oriented-course', 'job_oriented', 'VLSI Design and Functional Verification Course',
    'A job-oriented, full-time programme that takes electronics graduates from digital design to UVM-based verification of real IPs.',
    '6 months, full time', 'Classroom in Bengaluru + online', '5 January 2027 (example)',
    hl(H.labs, H.mentors, H.projects, H.placement, ['Two specialisations', 'RTL design and functional verification in one programme, so you can apply for both roles.']),
    [M.digital, M.cmos, M.verilog, M.synthesis, M.sv, M.sva, M.uvm, M.vip, M.project], DV_TOOLS, ELIGIBILITY.fresher, jobOutcomes,
    [FAQ.demo, FAQ.placement, FAQ.laptop, ['What roles does this course prepare me for?', 'Design verification engineer, RTL design engineer and FPGA engineer roles at semiconductor product and service companies.']],
    'vlsi-design-verification-curriculum', 'Six-month job-oriented VLSI design and functional verification course in Bengaluru: Verilog, SystemVerilog, UVM, projects and placement support.'),
  course('/asic-verification', 'job_oriented', 'ASIC Verification Course',
    'Become a design verification engineer: SystemVerilog, assertions and UVM, taught through a full verification project.',
    '4 months, full time', 'Classroom in Bengaluru + online', '12 January 2027 (example)',
    hl(H.labs, H.mentors, ['Verification IP project', 'Build a reusable UVM VIP for an AXI or AHB interface with coverage closure.'], H.placement, ['Debug skills', 'Regression triage, waveform debug and coverage analysis, the way verification teams work.']),
    [M.verilog, M.sv, M.sva, M.uvm, M.vip, M.project], DV_TOOLS, ELIGIBILITY.fresher, jobOutcomes,
    [FAQ.demo, FAQ.placement, ['Do I need to know Verilog before joining?', 'Basic digital electronics is enough; the first module covers Verilog for verification engineers.']],
    'asic-verification-curriculum', 'Four-month ASIC verification course: SystemVerilog, SVA and UVM with a verification IP project and placement support.'),
  course('/advanced-vlsi-design-and-dft-course', 'job_oriented', 'Advanced VLSI Design and DFT Course',
    'RTL design plus design-for-testability: scan, ATPG, BIST and boundary scan for engineers who want to work in DFT teams.',
    '6 months, full time', 'Classroom in Bengaluru', '19 January 2027 (example)',
    hl(H.labs, H.mentors, ['DFT on a real netlist', 'Insert scan, generate ATPG patterns and debug coverage on an SoC-sized block.'], H.placement, ['High-demand niche', 'DFT engineers are scarce; this course targets a role with fewer applicants per opening.']),
    [M.digital, M.verilog, M.synthesis, M.dft, M.atpg, M.project], DFT_TOOLS, ELIGIBILITY.fresher, jobOutcomes,
    [FAQ.demo, FAQ.placement, ['What is DFT?', 'Design for testability adds structures such as scan chains and BIST to a chip so that manufacturing defects can be detected after fabrication.']],
    'advanced-vlsi-design-dft-curriculum', 'Six-month advanced VLSI design and DFT course: scan insertion, ATPG, memory BIST and JTAG, with placement support in Bengaluru.'),
  course('/physical-design-and-verification-course', 'job_oriented', 'Physical Design and Verification Course',
    'From netlist to GDSII: floorplanning, placement, CTS, routing, timing sign-off and physical verification.',
    '6 months, full time', 'Classroom in Bengaluru + online', '26 January 2027 (example)',
    hl(H.labs, H.mentors, ['Block-level tape-out flow', 'Take a block from netlist to a DRC/LVS-clean GDSII at an advanced node.'], H.placement, ['Timing closure', 'Fix setup and hold violations with the same reports and ECO flow used in industry.']),
    [M.cmos, M.synthesis, M.fp, M.place, M.route, M.lowpower, M.project], PD_TOOLS, ELIGIBILITY.fresher, jobOutcomes,
    [FAQ.demo, FAQ.placement, FAQ.laptop],
    'physical-design-curriculum', 'Six-month physical design course in Bengaluru: floorplan, placement, CTS, routing, STA and DRC/LVS sign-off, with placement support.'),
  course('/embedded-systems-course', 'embedded', 'Embedded Systems Course',
    'Embedded C, ARM Cortex-M microcontrollers, RTOS and embedded Linux, with hardware labs and a product-style project.',
    '5 months, full time', 'Classroom in Bengaluru', '2 February 2027 (example)',
    hl(['Hardware on your desk', 'Every student works with an STM32 board, sensors and a logic analyser.'], H.mentors, ['Drivers from data sheets', 'Write UART, SPI and I2C drivers yourself instead of only calling libraries.'], H.placement, ['Product project', 'Build a connected device with an RTOS, from requirements to demo.']),
    [M.c, M.mcu, M.rtos, M.project], EMB_TOOLS, ELIGIBILITY.embedded, jobOutcomes,
    [FAQ.demo, FAQ.placement, ['Is this course only for electronics graduates?', 'No. Computer science graduates who like working close to hardware do well too.']],
    'embedded-systems-curriculum', 'Five-month embedded systems course in Bengaluru: embedded C, ARM Cortex-M, FreeRTOS and embedded Linux with hardware labs and placement support.'),
  course('/executive-certification-in-vlsi-design-methodologies', 'executive_certification', 'Executive Certification in VLSI Design Methodologies',
    'A part-time certification for working engineers: the complete ASIC flow from RTL to sign-off, on weekends.',
    '6 months, weekends', 'Live online + weekend labs', '9 January 2027 (example)',
    hl(H.weekend, H.iit, H.mentors, ['The whole flow', 'RTL design, verification, synthesis, physical design and DFT in one programme.'], H.projects),
    [M.digital, M.verilog, M.synthesis, M.sv, M.fp, M.dft, M.project], ['Verilog', 'SystemVerilog', 'Synopsys Design Compiler', 'Cadence Innovus', 'PrimeTime', 'Questa'], ELIGIBILITY.working, execOutcomes,
    [FAQ.weekend, FAQ.iit, FAQ.demo], 'vlsi-design-methodologies-curriculum',
    'Part-time executive certification in VLSI design methodologies for working engineers: RTL to GDSII on weekends, certified with iHUB IIT Roorkee.'),
  course('/executive-certification-in-asic-verification', 'executive_certification', 'Executive Certification in ASIC Verification',
    'Weekend SystemVerilog and UVM training for working engineers who want to move into design verification.',
    '5 months, weekends', 'Live online + weekend labs', '16 January 2027 (example)',
    hl(H.weekend, H.iit, H.mentors, ['UVM from scratch', 'Build a complete UVM environment step by step, with code reviews from trainers.'], H.projects),
    [M.sv, M.sva, M.uvm, M.vip], DV_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.weekend, FAQ.iit, FAQ.demo], 'executive-asic-verification-curriculum',
    'Part-time executive certification in ASIC verification: SystemVerilog, SVA and UVM on weekends for working engineers.'),
  course('/executive-certification-on-physical-design', 'executive_certification', 'Executive Certification on Physical Design',
    'Weekend physical design training: floorplan to sign-off for engineers moving into PD roles.',
    '5 months, weekends', 'Live online + weekend labs', '23 January 2027 (example)',
    hl(H.weekend, H.iit, H.mentors, ['Remote lab servers', 'Run Innovus and PrimeTime jobs on our servers from home during the week.'], H.projects),
    [M.fp, M.place, M.route, M.lowpower], PD_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.weekend, FAQ.iit, FAQ.laptop], 'executive-physical-design-curriculum',
    'Part-time executive certification on physical design: floorplanning, CTS, routing and timing sign-off on weekends.'),
  course('/executive-certification-on-design-for-testability', 'executive_certification', 'Executive Certification on Design for Testability',
    'Scan, ATPG, memory BIST and JTAG on weekends, for engineers who want to join DFT teams.',
    '4 months, weekends', 'Live online + weekend labs', '30 January 2027 (example)',
    hl(H.weekend, H.iit, H.mentors, ['Coverage debugging', 'Learn to find and fix the causes of low test coverage.'], H.projects),
    [M.dft, M.atpg], DFT_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.weekend, FAQ.iit], 'executive-dft-curriculum',
    'Part-time executive certification on design for testability: scan insertion, ATPG, MBIST and boundary scan on weekends.'),
  course('/executive-certification-on-embedded-system-design', 'executive_certification', 'Executive Certification on Embedded System Design',
    'Embedded C, ARM Cortex-M and RTOS on weekends, certified with iHUB IIT Roorkee.',
    '5 months, weekends', 'Live online + hardware kit', '6 February 2027 (example)',
    hl(H.weekend, H.iit, ['Hardware kit at home', 'An STM32 development kit is shipped to you for the labs.'], H.mentors, H.projects),
    [M.c, M.mcu, M.rtos], EMB_TOOLS, ELIGIBILITY.embedded, execOutcomes,
    [FAQ.weekend, FAQ.iit], 'executive-embedded-curriculum',
    'Part-time executive certification on embedded system design: embedded C, ARM Cortex-M and FreeRTOS on weekends.'),
  course('/executive-certification-in-risc-v-system-on-chip-soc-design', 'executive_certification', 'Executive Certification in RISC-V System on Chip (SoC) Design',
    'Design and integrate a RISC-V based SoC: ISA, pipelined core, buses, peripherals and firmware bring-up.',
    '6 months, weekends', 'Live online + weekend labs', '13 February 2027 (example)',
    hl(H.weekend, H.iit, ['Your own RISC-V SoC', 'Integrate a RV32I core with memory, UART and timers and boot a C program on it.'], H.mentors, H.projects),
    [M.riscv, M.soc, M.verilog, M.lowpower], RV_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.weekend, FAQ.iit], 'executive-risc-v-soc-curriculum',
    'Part-time executive certification in RISC-V SoC design: RV32I core, AXI/AHB integration and firmware bring-up on weekends.'),
  course('/ihub-roorkee-iit-certification-course-asic-verification', 'iit_certification', 'iHUB IIT Roorkee Certification Course in ASIC Verification',
    'An executive certification in ASIC verification with iHUB DivyaSampark, IIT Roorkee: SystemVerilog, SVA and UVM.',
    '5 months, weekends', 'Live online', '16 January 2027 (example)',
    hl(H.iit, H.online, H.mentors, ['Campus immersion', 'An optional visit to IIT Roorkee for sessions with faculty (example).'], H.projects),
    [M.sv, M.sva, M.uvm, M.vip], DV_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.iit, FAQ.online], 'iit-asic-verification-curriculum',
    'ASIC verification certification course with iHUB IIT Roorkee: live online SystemVerilog, SVA and UVM training.'),
  course('/ihub-iit-roorkee-course-physical-design', 'iit_certification', 'iHUB IIT Roorkee Certification Course in Physical Design',
    'Physical design from floorplan to sign-off, certified by iHUB DivyaSampark, IIT Roorkee.',
    '5 months, weekends', 'Live online', '23 January 2027 (example)',
    hl(H.iit, H.online, H.mentors, ['Remote lab servers', 'Run the full PnR flow on our servers.'], H.projects),
    [M.fp, M.place, M.route, M.lowpower], PD_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.iit, FAQ.online], 'iit-physical-design-curriculum',
    'Physical design certification course with iHUB IIT Roorkee: floorplan, placement, CTS, routing and STA, live online.'),
  course('/ihub-roorkee-iit-online-course-dft', 'iit_certification', 'iHUB IIT Roorkee Online Course in Design for Testability',
    'Scan, ATPG and BIST, certified by iHUB DivyaSampark, IIT Roorkee.',
    '4 months, weekends', 'Live online', '30 January 2027 (example)',
    hl(H.iit, H.online, H.mentors, H.projects, ['Coverage debugging', 'Analyse untestable faults and improve coverage.']),
    [M.dft, M.atpg], DFT_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.iit, FAQ.online], 'iit-dft-curriculum',
    'Design for testability online course with iHUB IIT Roorkee: scan insertion, ATPG, memory BIST and JTAG.'),
  course('/ihub-roorkee-iit-course-vlsi-soc-design', 'iit_certification', 'iHUB IIT Roorkee Certification Course in VLSI SoC Design',
    'SoC architecture, RTL integration and verification, certified by iHUB DivyaSampark, IIT Roorkee.',
    '6 months, weekends', 'Live online', '6 February 2027 (example)',
    hl(H.iit, H.online, H.mentors, ['SoC project', 'Integrate a processor, bus fabric and peripherals into a working SoC.'], H.projects),
    [M.verilog, M.soc, M.sv, M.lowpower, M.project], DV_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.iit, FAQ.online], 'iit-vlsi-soc-curriculum',
    'VLSI SoC design certification course with iHUB IIT Roorkee: SoC architecture, AXI/AHB integration and verification.'),
  course('/ihub-roorkee-iit-classes-risc-v-ip-design', 'iit_certification', 'iHUB IIT Roorkee Classes in RISC-V IP Design',
    'Design a pipelined RISC-V core in Verilog, certified by iHUB DivyaSampark, IIT Roorkee.',
    '4 months, weekends', 'Live online', '13 February 2027 (example)',
    hl(H.iit, H.online, ['Your own core', 'Implement a five-stage RV32I pipeline and run compliance tests on it.'], H.mentors, H.projects),
    [M.riscv, M.verilog, M.synthesis], RV_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.iit, FAQ.online], 'iit-risc-v-ip-design-curriculum',
    'RISC-V IP design classes with iHUB IIT Roorkee: design a pipelined RV32I core in Verilog and synthesise it.'),
  course('/ihub-roorkee-iit-online-classes-risv-v-ip-verification', 'iit_certification', 'iHUB IIT Roorkee Online Classes in RISC-V IP Verification',
    'Verify a RISC-V core with SystemVerilog and UVM, certified by iHUB DivyaSampark, IIT Roorkee.',
    '4 months, weekends', 'Live online', '20 February 2027 (example)',
    hl(H.iit, H.online, ['ISA-level checking', 'Compare your core against the Spike reference model instruction by instruction.'], H.mentors, H.projects),
    [M.riscv, M.sv, M.uvm], RV_TOOLS, ELIGIBILITY.working, execOutcomes,
    [FAQ.iit, FAQ.online], 'iit-risc-v-ip-verification-curriculum',
    'RISC-V IP verification online classes with iHUB IIT Roorkee: UVM test benches and reference-model checking for a RISC-V core.'),
  course('/best-vlsi-courses/iit-certification-IC-packaging-and-manufacturing-course', 'iit_certification', 'IIT Certification Course in IC Packaging and Manufacturing',
    'How chips are made and packaged: fabrication, advanced packaging, test and yield, with iHUB DivyaSampark, IIT Roorkee.',
    '3 months, weekends', 'Live online', '27 February 2027 (example)',
    hl(H.iit, H.online, ['Fab to package', 'Follow a chip from wafer to packaged, tested part.'], ['Advanced packaging', 'Flip-chip, 2.5D interposers, 3D stacking and chiplets explained by practitioners.'], H.mentors),
    [M.cmos, M.packaging], ['Process flow simulators (example)', 'Yield analysis spreadsheets', 'Failure-analysis case studies'], ELIGIBILITY.working, execOutcomes,
    [FAQ.iit, FAQ.online], 'iit-ic-packaging-curriculum',
    'IC packaging and manufacturing certification course with iHUB IIT Roorkee: fabrication, advanced packaging, test and yield.'),
  course('/mtech-in-vlsi-design', 'mtech', 'Executive M.Tech in VLSI Design',
    'A two-year executive M.Tech for working engineers: weekend classes, industry projects and a university degree.',
    '2 years, weekends', 'Weekend classroom + online', 'August 2027 intake (example)',
    hl(['University degree', 'An M.Tech degree awarded by a partner university (example) while you keep your job.'], H.weekend, H.mentors, ['Industry dissertation', 'A dissertation on a real design, verification or physical-design problem.'], ['Lab access', 'Access to EDA tools on campus and through remote servers.']),
    [M.digital, M.verilog, M.sv, M.uvm, M.synthesis, M.fp, M.dft, M.lowpower, ['Dissertation', 'Problem definition with an industry mentor\nImplementation and evaluation\nThesis and viva']],
    ['Verilog', 'SystemVerilog', 'UVM', 'Synopsys Design Compiler', 'Cadence Innovus', 'PrimeTime', 'Tessent'], ELIGIBILITY.working,
    [['Degree', 'M.Tech in VLSI Design'], ['Example batch size', '40 (example)'], ['Schedule', 'Saturdays and Sundays']],
    [['Can I do the M.Tech while working?', 'Yes. Classes are on weekends and the dissertation can be done on a problem from your workplace.'], FAQ.demo],
    'mtech-vlsi-design-curriculum', 'Executive M.Tech in VLSI design for working engineers: weekend classes, EDA labs and an industry dissertation.'),
];

// Example: a course page that names its own lead sub-source in the CMS, so a
// marketer sees which page a lead came from; the other courses keep the spec's defaults.
const LEAD_SOURCES = { '/physical-design-and-verification-course': { sub_source: 'Physical Design Course (example)' } };

// The words of every course page's buttons and closing call to action, each the
// marketers' to change per course.
const withTexts = (c) => ({
  ...c,
  enquireButton: 'Enquire now',
  downloadButton: 'Download curriculum',
  cta: { text: `Talk to a counsellor about the ${c.title}.`, buttonName: 'Book a Free Demo Class', link: '' },
});

// Fees, schedule and batches: [fee in INR, fee note, weeks, hours a week, batches [start, mode, seats left]].
const INSTALMENTS = 'Pay in up to three instalments. Scholarships of up to 25% for women engineers and the top scorers of our entrance test. (example)';
const SEMESTERS = 'Pay per semester, four instalments. Employer sponsorship letters accepted. (example)';
const FEES = {
  '/vlsi-design-functional-verification-job-oriented-course': [120000, INSTALMENTS, 26, 40, [['2027-01-05', 'Classroom in Bengaluru + online', 12], ['2027-04-06', 'Classroom in Bengaluru + online', 30]]],
  '/asic-verification': [120000, INSTALMENTS, 17, 40, [['2027-01-12', 'Classroom in Bengaluru + online', 12], ['2027-04-13', 'Classroom in Bengaluru + online', 30]]],
  '/advanced-vlsi-design-and-dft-course': [120000, INSTALMENTS, 26, 40, [['2027-01-19', 'Classroom in Bengaluru', 12], ['2027-04-20', 'Classroom in Bengaluru', 30]]],
  '/physical-design-and-verification-course': [120000, INSTALMENTS, 26, 40, [['2027-01-26', 'Classroom in Bengaluru + online', 12], ['2027-04-27', 'Classroom in Bengaluru + online', 30]]],
  '/embedded-systems-course': [95000, INSTALMENTS, 22, 40, [['2027-02-02', 'Classroom in Bengaluru', 12], ['2027-05-04', 'Classroom in Bengaluru', 30]]],
  '/executive-certification-in-vlsi-design-methodologies': [85000, INSTALMENTS, 26, 12, [['2027-01-09', 'Live online + weekend labs', 12], ['2027-04-10', 'Live online + weekend labs', 30]]],
  '/executive-certification-in-asic-verification': [85000, INSTALMENTS, 22, 12, [['2027-01-16', 'Live online + weekend labs', 12], ['2027-04-17', 'Live online + weekend labs', 30]]],
  '/executive-certification-on-physical-design': [85000, INSTALMENTS, 22, 12, [['2027-01-23', 'Live online + weekend labs', 12], ['2027-04-24', 'Live online + weekend labs', 30]]],
  '/executive-certification-on-design-for-testability': [85000, INSTALMENTS, 17, 12, [['2027-01-30', 'Live online + weekend labs', 12], ['2027-05-01', 'Live online + weekend labs', 30]]],
  '/executive-certification-on-embedded-system-design': [85000, INSTALMENTS, 22, 12, [['2027-02-06', 'Live online + hardware kit', 12], ['2027-05-08', 'Live online + hardware kit', 30]]],
  '/executive-certification-in-risc-v-system-on-chip-soc-design': [85000, INSTALMENTS, 26, 12, [['2027-02-13', 'Live online + weekend labs', 12], ['2027-05-15', 'Live online + weekend labs', 30]]],
  '/ihub-roorkee-iit-certification-course-asic-verification': [70000, INSTALMENTS, 22, 12, [['2027-01-16', 'Live online', 12], ['2027-04-17', 'Live online', 30]]],
  '/ihub-iit-roorkee-course-physical-design': [70000, INSTALMENTS, 22, 12, [['2027-01-23', 'Live online', 12], ['2027-04-24', 'Live online', 30]]],
  '/ihub-roorkee-iit-online-course-dft': [70000, INSTALMENTS, 17, 12, [['2027-01-30', 'Live online', 12], ['2027-05-01', 'Live online', 30]]],
  '/ihub-roorkee-iit-course-vlsi-soc-design': [70000, INSTALMENTS, 26, 12, [['2027-02-06', 'Live online', 12], ['2027-05-08', 'Live online', 30]]],
  '/ihub-roorkee-iit-classes-risc-v-ip-design': [70000, INSTALMENTS, 17, 12, [['2027-02-13', 'Live online', 12], ['2027-05-15', 'Live online', 30]]],
  '/ihub-roorkee-iit-online-classes-risv-v-ip-verification': [70000, INSTALMENTS, 17, 12, [['2027-02-20', 'Live online', 12], ['2027-05-22', 'Live online', 30]]],
  '/best-vlsi-courses/iit-certification-IC-packaging-and-manufacturing-course': [70000, INSTALMENTS, 13, 12, [['2027-02-27', 'Live online', 12], ['2027-05-29', 'Live online', 30]]],
  '/mtech-in-vlsi-design': [350000, SEMESTERS, 104, 12, [['2027-08-01', 'Weekend classroom + online', 12], ['2028-01-30', 'Weekend classroom + online', 30]]],
};
const withFees = (c) => {
  const [fee, feeNote, weeks, hoursPerWeek, batches] = FEES[c.path] ?? [];
  return fee === undefined ? c : {
    ...c, fee, feeCurrency: 'INR', feeNote, weeks, hoursPerWeek, batches: batches.map(([startDate, mode, seatsLeft]) => ({ startDate, mode, seatsLeft })),
  };
};

module.exports = COURSES.map((c) => withFees(withTexts(LEAD_SOURCES[c.path] ? { ...c, leadSource: LEAD_SOURCES[c.path] } : c)));
