'use strict';
// Example alumni quotes for a fresh install (names and companies are examples).
module.exports = [
  { name: 'Ananya R. (example)', role: 'Design Verification Engineer', company: 'Example Semiconductors', quote: 'The UVM project was exactly what I was asked about in my interviews. I could explain every line of my test bench.' },
  { name: 'Karthik S. (example)', role: 'Physical Design Engineer', company: 'Example Chip Design Services', quote: 'Closing timing on a real block in the lab made the first month at work much easier.' },
  { name: 'Meera P. (example)', role: 'DFT Engineer', company: 'Example Silicon Labs', quote: 'I had not heard of DFT before the course. Now I work on scan and ATPG every day.' },
  { name: 'Rahul V. (example)', role: 'Embedded Software Engineer', company: 'Example Devices', quote: 'Writing drivers from the data sheet instead of copying libraries is what got me the job.' },
];
