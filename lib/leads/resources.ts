// The email-gated documents of the free resource library, one per download type (spec §7).
import type { DownloadType } from './downloads';

export interface Resource { type: DownloadType; id: string; title: string; description: string }

export const RESOURCES: Resource[] = [
  { type: 'experience', id: 'vlsi-course-brochure', title: 'VLSI course brochure', description: 'Every job-oriented and online course, with duration, tools and placement support.' },
  { type: 'curriculam', id: 'asic-verification-curriculum', title: 'ASIC verification curriculum', description: 'Week-by-week syllabus from Verilog and SystemVerilog to UVM test benches.' },
  { type: 'newsletter', id: 'semiconductor-newsletter', title: 'Semiconductor newsletter', description: 'Industry news, hiring trends and upcoming Maven workshops.' },
  { type: 'interviewquestions', id: 'vlsi-interview-questions', title: 'VLSI interview questions', description: 'Questions asked in design, verification and physical-design interviews, with answers.' },
  { type: 'whitepaper', id: 'low-power-design-whitepaper', title: 'Low-power design whitepaper', description: 'Clock gating, power gating and multi-voltage design explained with examples.' },
  { type: 'vlsi-project', id: 'vlsi-project-document', title: 'VLSI project document', description: 'A complete RTL-to-GDSII project write-up you can study and extend.' },
  { type: 'riscAndArm', id: 'risc-v-and-arm-guide', title: 'RISC-V & ARM programme guide', description: 'What the RISC-V SoC and ARM-approved programmes cover, and who they suit.' },
  { type: 'vlsiresourceswhitepaper', id: 'vlsi-resources-whitepaper', title: 'VLSI career whitepaper', description: 'Roles, skills and salaries across the chip-design flow, for freshers and career switchers.' },
];
