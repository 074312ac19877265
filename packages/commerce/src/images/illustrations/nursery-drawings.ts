import { type Drawing, filled, line, repeat } from './drawing';

/** Drawings of the baby shop's product kinds (Nido). */
export const nurseryDrawings = {
  pram: {
    detail: [250, 250],
    draw: (p) =>
      `<path d="M140 330 Q140 170 300 160 L300 330 Z" ${filled(p.main, p.mainDark)}/>
<path d="M300 160 Q455 170 460 330 L300 330 Z" ${filled(p.mainLight, p.mainDark)}/>
<path d="M300 170 L300 330" ${line(p.mainDark, 5)}/>
<rect x="130" y="320" width="340" height="76" rx="34" ${filled(p.second, p.secondDark)}/>
<path d="M460 330 L515 215 L545 215" ${line(p.ink, 13)}/>
<path d="M205 396 L205 420 M395 396 L395 420" ${line(p.ink, 11)}/>
<circle cx="205" cy="452" r="46" ${line(p.ink, 14)}/>
<circle cx="395" cy="452" r="46" ${line(p.ink, 14)}/>
<circle cx="205" cy="452" r="8" fill="${p.metal}"/><circle cx="395" cy="452" r="8" fill="${p.metal}"/>`,
  },
  buggy: {
    detail: [300, 260],
    draw: (p) =>
      `<path d="M185 470 L330 215 L410 120 L450 120 M330 215 L430 470 M250 350 L400 350" ${line(p.ink, 11)}/>
<path d="M230 250 Q235 355 300 385 L395 385 Q370 300 332 250 Z" ${filled(p.main, p.mainDark)}/>
<path d="M205 255 Q235 165 350 170 L340 215 Q270 215 235 262 Z" ${filled(p.second, p.secondDark)}/>
<path d="M300 385 L290 430 L230 430" ${line(p.mainDark, 9)}/>
${[185, 225, 395, 435].map((x) => `<circle cx="${x}" cy="472" r="26" ${line(p.ink, 11)}/>`).join('')}`,
  },
  sleepingBag: {
    detail: [300, 200],
    draw: (p) =>
      `<path d="M205 150 Q300 95 395 150 L425 465 Q300 505 175 465 Z" ${filled(p.main, p.mainDark)}/>
<path d="M225 165 Q300 110 375 165 Q360 240 300 245 Q240 240 225 165 Z" ${filled(p.second, p.secondDark)}/>
<path d="M300 250 L300 470" ${line(p.mainDark, 6)}/>
<path d="M195 300 Q300 320 405 300 M188 380 Q300 400 412 380" ${line(p.mainLight, 6)}/>
<rect x="290" y="255" width="20" height="30" rx="6" fill="${p.metal}"/>`,
  },
  parasol: {
    detail: [300, 230],
    draw: (p) => {
      const scallops = [120, 180, 240, 300, 360, 420, 480];
      return `<path d="M300 150 L300 470" ${line(p.ink, 10)}/>
<path d="M120 262 Q300 70 480 262 ${scallops
        .slice(0, -1)
        .reverse()
        .map((x) => `Q${x + 30} 238 ${x} 262`)
        .join(' ')} Z" ${filled(p.main, p.mainDark)}/>
${scallops
  .slice(1, -1)
  .map((x) => `<path d="M300 158 Q${300 + (x - 300) * 0.7} 200 ${x} 262" ${line(p.mainDark, 4)}/>`)
  .join('')}
<circle cx="300" cy="150" r="12" fill="${p.second}"/>
<rect x="270" y="440" width="60" height="40" rx="12" ${filled(p.second, p.secondDark)}/>`;
    },
  },
  infantCarrier: {
    detail: [260, 330],
    draw: (p) =>
      `<path d="M150 300 Q160 470 300 478 L430 478 Q485 470 475 405 L440 382 Q385 335 320 332 L235 318 Q195 300 150 300 Z" ${filled(p.main, p.mainDark)}/>
<path d="M185 318 Q200 430 300 440 L420 440 Q430 410 400 395 Q360 368 310 365 L240 352 Q210 335 185 318 Z" ${filled(p.mainLight, p.mainDark, 4)}/>
<path d="M150 300 Q170 190 275 180 L268 250 Q200 250 178 310 Z" ${filled(p.second, p.secondDark)}/>
<path d="M165 330 Q300 110 455 395" ${line(p.ink, 18)}/>`,
  },
  carSeat: {
    detail: [300, 200],
    draw: (p) =>
      `<rect x="215" y="110" width="170" height="300" rx="46" ${filled(p.main, p.mainDark)}/>
<path d="M195 130 Q195 100 230 100 L245 100 L245 250 L205 250 Q195 250 195 235 Z M405 130 Q405 100 370 100 L355 100 L355 250 L395 250 Q405 250 405 235 Z" ${filled(p.second, p.secondDark)}/>
<rect x="250" y="140" width="100" height="80" rx="30" ${filled(p.mainLight, p.mainDark, 4)}/>
<path d="M190 380 L410 380 Q430 470 395 488 L205 488 Q170 470 190 380 Z" ${filled(p.main, p.mainDark)}/>
<rect x="170" y="320" width="60" height="100" rx="22" ${filled(p.second, p.secondDark)}/>
<rect x="370" y="320" width="60" height="100" rx="22" ${filled(p.second, p.secondDark)}/>
<path d="M270 250 L300 330 L330 250" ${line(p.ink, 9)}/>`,
  },
  isofixBase: {
    // Side view: the wedge the car seat clicks onto, its support leg to the car's floor in
    // front and the two ISOFIX arms with their connectors at the back.
    detail: [500, 380],
    draw: (p) =>
      `<rect x="182" y="380" width="24" height="108" rx="8" fill="${p.metal}"/>
<rect x="146" y="480" width="96" height="16" rx="8" fill="${p.ink}"/>
<rect x="440" y="366" width="92" height="20" rx="8" fill="${p.metal}"/>
<rect x="520" y="356" width="44" height="40" rx="8" fill="${p.ink}"/>
<rect x="540" y="370" width="24" height="12" fill="${p.metal}"/>
<path d="M150 346 Q150 330 166 328 L462 292 Q484 290 486 312 L490 448 Q490 470 468 468 L180 412 Q150 406 150 386 Z" ${filled(p.main, p.mainDark)}/>
<path d="M196 338 L450 308 Q462 307 462 320 L462 344 L196 368 Z" ${filled(p.second, p.secondDark, 5)}/>
<circle cx="240" cy="390" r="12" fill="${p.mainLight}"/>
<path d="M390 316 L390 344 M420 313 L420 341" ${line(p.secondDark, 6)}/>`,
  },
  seatProtector: {
    detail: [300, 380],
    draw: (p) =>
      `<path d="M170 110 Q300 90 430 110 L440 330 L160 330 Z" fill="#c9c9cc" stroke="#a9a9ad" stroke-width="6"/>
<path d="M150 330 L450 330 L470 470 L130 470 Z" fill="#b9b9bd" stroke="#a9a9ad" stroke-width="6"/>
<path d="M200 150 L400 150 L405 330 L460 470 L140 470 L195 330 Z" ${filled(p.main, p.mainDark)}/>
<rect x="230" y="190" width="140" height="90" rx="14" ${filled(p.second, p.secondDark)}/>
<path d="M230 225 L370 225" ${line(p.secondDark, 5)}/>
<path d="M180 400 L420 400" ${line(p.mainLight, 8)}/>`,
  },
  cot: {
    detail: [200, 330],
    draw: (p) =>
      `<rect x="130" y="420" width="340" height="34" rx="10" ${filled(p.second, p.secondDark)}/>
<path d="M120 230 L480 230 M120 420 L480 420" ${line(p.main, 18)}/>
${repeat(10, (i) => `<path d="M${150 + i * 33} 236 L${150 + i * 33} 414" ${line(p.main, 9)}/>`)}
<rect x="100" y="170" width="34" height="325" rx="12" ${filled(p.main, p.mainDark)}/>
<rect x="466" y="170" width="34" height="325" rx="12" ${filled(p.main, p.mainDark)}/>
<path d="M100 186 Q117 150 134 186 M466 186 Q483 150 500 186" fill="${p.mainDark}"/>`,
  },
  changingUnit: {
    detail: [300, 190],
    draw: (p) =>
      `<rect x="145" y="220" width="310" height="255" rx="14" ${filled(p.main, p.mainDark)}/>
${[245, 320, 395].map((y) => `<rect x="168" y="${y}" width="264" height="62" rx="8" ${filled(p.mainLight, p.mainDark, 4)}/><circle cx="300" cy="${y + 31}" r="9" fill="${p.second}"/>`).join('')}
<rect x="150" y="168" width="300" height="52" rx="26" ${filled(p.second, p.secondDark)}/>
<path d="M180 194 L420 194" ${line(p.secondLight, 5)}/>
<rect x="160" y="475" width="24" height="24" fill="${p.mainDark}"/><rect x="416" y="475" width="24" height="24" fill="${p.mainDark}"/>`,
  },
  beddingSet: {
    detail: [300, 290],
    draw: (p) =>
      `<rect x="120" y="330" width="360" height="150" rx="26" ${filled(p.main, p.mainDark)}/>
<path d="M120 400 L480 400" ${line(p.mainDark, 5)}/>
${repeat(5, (i) => `<circle cx="${165 + i * 68}" cy="365" r="11" fill="${p.second}"/><circle cx="${165 + i * 68}" cy="440" r="11" fill="${p.second}"/>`)}
<path d="M175 235 Q300 215 425 235 Q440 285 425 330 Q300 345 175 330 Q160 285 175 235 Z" ${filled(p.second, p.secondDark)}/>
${repeat(3, (i) => `<circle cx="${245 + i * 55}" cy="283" r="10" fill="${p.secondLight}"/>`)}`,
  },
  babyMonitor: {
    detail: [300, 230],
    draw: (p) =>
      `<rect x="270" y="110" width="24" height="70" rx="12" fill="${p.mainDark}"/>
<rect x="215" y="160" width="170" height="320" rx="64" ${filled(p.main, p.mainDark)}/>
<rect x="245" y="195" width="110" height="64" rx="22" ${filled(p.second, p.secondDark)}/>
<circle cx="275" cy="227" r="9" fill="#8fe3a5"/><circle cx="300" cy="227" r="9" fill="#f2d15a"/><circle cx="325" cy="227" r="9" fill="${p.secondLight}"/>
${repeat(4, (row) => repeat(4, (col) => `<circle cx="${255 + col * 30}" cy="${300 + row * 30}" r="7" fill="${p.mainDark}"/>`))}
<rect x="265" y="430" width="70" height="16" rx="8" fill="${p.mainLight}"/>`,
  },
  videoMonitor: {
    detail: [230, 290],
    draw: (p) =>
      `<rect x="100" y="190" width="270" height="200" rx="26" ${filled(p.main, p.mainDark)}/>
<rect x="122" y="212" width="226" height="140" rx="10" fill="#27384a"/>
<circle cx="205" cy="290" r="30" fill="#e9c9b2"/><path d="M235 300 Q290 260 320 320 L230 330 Z" fill="#9cc8ec"/>
<circle cx="320" cy="240" r="14" fill="#f2d15a"/>
<path d="M200 390 L185 470 L285 470 L270 390" ${filled(p.mainDark, p.mainDark, 4)}/>
<path d="M440 330 L440 470" ${line(p.ink, 12)}/>
<rect x="395" y="460" width="90" height="22" rx="11" fill="${p.ink}"/>
<circle cx="440" cy="290" r="56" ${filled(p.second, p.secondDark)}/>
<circle cx="440" cy="290" r="26" fill="#27384a"/><circle cx="448" cy="282" r="8" fill="#9fb6c8"/>`,
  },
  plushBunny: {
    detail: [300, 260],
    draw: (p) =>
      `<ellipse cx="255" cy="165" rx="32" ry="95" ${filled(p.main, p.mainDark)}/>
<ellipse cx="345" cy="165" rx="32" ry="95" ${filled(p.main, p.mainDark)}/>
<ellipse cx="255" cy="170" rx="14" ry="62" fill="${p.second}"/><ellipse cx="345" cy="170" rx="14" ry="62" fill="${p.second}"/>
<ellipse cx="300" cy="415" rx="115" ry="90" ${filled(p.main, p.mainDark)}/>
<ellipse cx="300" cy="425" rx="62" ry="55" fill="${p.mainLight}"/>
<circle cx="300" cy="275" r="88" ${filled(p.main, p.mainDark)}/>
<circle cx="268" cy="265" r="9" fill="${p.ink}"/><circle cx="332" cy="265" r="9" fill="${p.ink}"/>
<ellipse cx="300" cy="295" rx="14" ry="10" fill="${p.second}"/>
<path d="M285 315 Q300 328 315 315" ${line(p.ink, 5)}/>
<ellipse cx="225" cy="490" rx="44" ry="22" ${filled(p.main, p.mainDark)}/><ellipse cx="375" cy="490" rx="44" ry="22" ${filled(p.main, p.mainDark)}/>`,
  },
  rattle: {
    detail: [300, 215],
    draw: (p) =>
      `<rect x="278" y="320" width="44" height="150" rx="22" ${filled(p.second, p.secondDark)}/>
<circle cx="300" cy="478" r="30" ${filled(p.main, p.mainDark)}/>
<circle cx="300" cy="215" r="112" ${line(p.main, 34)}/>
${[0, 60, 120, 180, 240, 300]
  .map((angle) => {
    const radians = (angle * Math.PI) / 180;
    return `<circle cx="${(300 + Math.cos(radians) * 112).toFixed(1)}" cy="${(215 + Math.sin(radians) * 112).toFixed(1)}" r="24" ${filled(p.second, p.secondDark, 4)}/>`;
  })
  .join('')}
<circle cx="300" cy="215" r="40" ${filled(p.mainLight, p.mainDark, 4)}/>`,
  },
  buildingBlocks: {
    detail: [300, 250],
    draw: (p) =>
      `<rect x="150" y="345" width="140" height="140" rx="14" ${filled(p.main, p.mainDark)}/>
<circle cx="220" cy="415" r="38" fill="${p.mainLight}"/>
<rect x="310" y="345" width="140" height="140" rx="14" ${filled(p.second, p.secondDark)}/>
<path d="M380 378 L420 450 L340 450 Z" fill="${p.secondLight}"/>
<rect x="230" y="195" width="140" height="140" rx="14" transform="rotate(-8 300 265)" ${filled(p.mainLight, p.mainDark)}/>
<rect x="270" y="235" width="60" height="60" rx="8" transform="rotate(-8 300 265)" fill="${p.second}"/>`,
  },
  babyWalker: {
    detail: [270, 320],
    draw: (p) =>
      `<path d="M405 400 L445 160 L500 160" ${line(p.wood, 16)}/>
<rect x="120" y="340" width="300" height="110" rx="14" ${filled(p.main, p.mainDark)}/>
<rect x="160" y="290" width="60" height="60" rx="8" ${filled(p.second, p.secondDark)}/>
<rect x="230" y="300" width="50" height="50" rx="8" ${filled(p.mainLight, p.mainDark)}/>
<circle cx="325" cy="315" r="32" ${filled(p.second, p.secondDark)}/>
<circle cx="175" cy="460" r="38" ${filled(p.wood, p.ink, 6)}/><circle cx="370" cy="460" r="38" ${filled(p.wood, p.ink, 6)}/>
<circle cx="175" cy="460" r="9" fill="${p.ink}"/><circle cx="370" cy="460" r="9" fill="${p.ink}"/>`,
  },
  bodysuit: {
    detail: [300, 190],
    draw: (p) =>
      `<path d="M225 150 Q300 190 375 150 L460 205 L425 275 L385 255 L385 390 Q380 455 335 480 L265 480 Q220 455 215 390 L215 255 L175 275 L140 205 Z" ${filled(p.main, p.mainDark)}/>
<path d="M225 150 Q300 230 375 150" ${filled(p.second, p.secondDark, 5)}/>
<path d="M440 215 L410 268 M160 215 L190 268" ${line(p.second, 12)}/>
<circle cx="280" cy="466" r="8" fill="${p.second}"/><circle cx="320" cy="466" r="8" fill="${p.second}"/>`,
  },
  romper: {
    detail: [300, 200],
    draw: (p) =>
      `<path d="M230 110 Q300 150 370 110 L450 160 L420 230 L380 215 L385 330 L395 470 L320 470 L305 360 L295 360 L280 470 L205 470 L215 330 L220 215 L180 230 L150 160 Z" ${filled(p.main, p.mainDark)}/>
<path d="M230 110 Q300 170 370 110" ${line(p.mainDark, 6)}/>
<path d="M200 450 L285 450 L280 490 L195 490 Z M315 450 L400 450 L405 490 L320 490 Z" ${filled(p.second, p.secondDark, 4)}/>
${repeat(4, (i) => `<circle cx="300" cy="${180 + i * 40}" r="9" fill="${p.second}"/>`)}`,
  },
  snowsuit: {
    detail: [300, 150],
    draw: (p) =>
      `<path d="M225 175 L160 215 L135 330 L180 340 L215 260 L215 340 L205 480 L285 480 L300 370 L315 480 L395 480 L385 340 L385 260 L420 340 L465 330 L440 215 L375 175 Z" ${filled(p.main, p.mainDark)}/>
<circle cx="300" cy="145" r="82" ${filled(p.main, p.mainDark)}/>
<circle cx="300" cy="150" r="54" fill="#f3d9c4" stroke="${p.second}" stroke-width="14"/>
<path d="M300 230 L300 380" ${line(p.second, 8)}/>
<path d="M215 300 L385 300 M210 400 L290 400 M310 400 L390 400" ${line(p.mainLight, 6)}/>
<ellipse cx="152" cy="342" rx="26" ry="20" fill="${p.second}"/><ellipse cx="448" cy="342" rx="26" ry="20" fill="${p.second}"/>`,
  },
  knitHat: {
    detail: [300, 400],
    draw: (p) =>
      `<path d="M165 385 Q165 185 300 175 Q435 185 435 385 Z" ${filled(p.main, p.mainDark)}/>
${repeat(7, (i) => `<path d="M${195 + i * 35} ${i === 0 || i === 6 ? 300 : 220} L${195 + i * 35} 380" ${line(p.mainDark, 5)}/>`)}
<rect x="150" y="365" width="300" height="90" rx="26" ${filled(p.second, p.secondDark)}/>
${repeat(9, (i) => `<path d="M${175 + i * 31} 378 L${175 + i * 31} 442" ${line(p.secondLight, 6)}/>`)}
<circle cx="300" cy="150" r="52" ${filled(p.secondLight, p.secondDark)}/>`,
  },
  feedingBottle: {
    detail: [300, 150],
    draw: (p) =>
      `<path d="M272 70 Q300 42 328 70 L338 128 L262 128 Z" fill="#f2c3a0"/>
<rect x="240" y="122" width="120" height="44" rx="12" ${filled(p.second, p.secondDark)}/>
<rect x="225" y="160" width="150" height="330" rx="46" fill="${p.white}" stroke="${p.main}" stroke-width="9"/>
<path d="M232 340 L368 340 L368 444 Q368 484 326 484 L274 484 Q232 484 232 444 Z" fill="#f8f1e2"/>
<path d="M330 215 L360 215 M330 260 L360 260 M330 305 L360 305 M330 350 L360 350 M330 395 L360 395" ${line(p.main, 6)}/>
<rect x="248" y="200" width="24" height="240" rx="12" fill="${p.mainLight}"/>`,
  },
  breastPump: {
    detail: [230, 230],
    draw: (p) =>
      `<path d="M130 165 Q120 230 160 285 L270 260 L270 200 Z" ${filled(p.glass, p.main)}/>
<rect x="260" y="190" width="110" height="90" rx="24" ${filled(p.main, p.mainDark)}/>
<path d="M370 215 L470 175" ${line(p.second, 22)}/>
<rect x="270" y="280" width="90" height="30" rx="8" ${filled(p.second, p.secondDark)}/>
<rect x="262" y="305" width="106" height="180" rx="28" fill="${p.white}" stroke="${p.main}" stroke-width="8"/>
<path d="M268 400 L362 400 L362 452 Q362 478 336 478 L294 478 Q268 478 268 452 Z" fill="#f8f1e2"/>`,
  },
  highChair: {
    detail: [300, 200],
    draw: (p) =>
      `<path d="M235 300 L170 495 M365 300 L430 495 M205 420 L395 420" ${line(p.wood, 16)}/>
<rect x="225" y="110" width="150" height="140" rx="36" ${filled(p.main, p.mainDark)}/>
<rect x="215" y="230" width="170" height="80" rx="22" ${filled(p.main, p.mainDark)}/>
<rect x="245" y="135" width="110" height="95" rx="26" fill="${p.mainLight}"/>
<rect x="180" y="245" width="240" height="28" rx="14" ${filled(p.second, p.secondDark)}/>
<rect x="260" y="350" width="80" height="18" rx="9" fill="${p.second}"/>`,
  },
  tableware: {
    detail: [420, 340],
    draw: (p) =>
      `<ellipse cx="250" cy="440" rx="170" ry="52" ${filled(p.main, p.mainDark)}/>
<ellipse cx="250" cy="432" rx="110" ry="30" fill="${p.mainLight}"/>
<path d="M380 270 L490 270 L480 460 Q478 480 458 480 L412 480 Q392 480 390 460 Z" ${filled(p.second, p.secondDark)}/>
<path d="M486 310 Q540 315 530 370 Q522 410 482 405" ${line(p.second, 16)}/>
<path d="M120 300 Q210 360 290 400" ${line(p.metal, 12)}/>
<ellipse cx="110" cy="292" rx="34" ry="22" transform="rotate(30 110 292)" fill="${p.metal}"/>
<circle cx="435" cy="330" r="14" fill="${p.secondLight}"/>`,
  },
  babyBath: {
    detail: [300, 310],
    draw: (p) =>
      `<path d="M110 290 L490 290 Q480 470 400 488 L200 488 Q120 470 110 290 Z" ${filled(p.main, p.mainDark)}/>
<path d="M140 320 L460 320 Q445 360 300 362 Q155 360 140 320 Z" fill="#bfe1f2"/>
<rect x="95" y="272" width="410" height="34" rx="17" ${filled(p.mainLight, p.mainDark)}/>
<circle cx="240" cy="250" r="22" fill="${p.white}" stroke="#bfe1f2" stroke-width="4"/><circle cx="275" cy="225" r="14" fill="${p.white}" stroke="#bfe1f2" stroke-width="4"/>
<path d="M360 262 Q360 228 392 228 Q412 228 416 244 L440 238 L430 256 Q420 270 392 272 Z" fill="#f2c530"/>
<rect x="150" y="400" width="300" height="18" rx="9" fill="${p.second}"/>`,
  },
  hoodedTowel: {
    detail: [210, 230],
    draw: (p) =>
      `<rect x="150" y="170" width="310" height="320" rx="22" ${filled(p.main, p.mainDark)}/>
<path d="M150 400 L460 400 M150 440 L460 440" ${line(p.mainLight, 10)}/>
<path d="M150 192 Q150 170 172 170 L330 170 L150 350 Z" ${filled(p.second, p.secondDark)}/>
<circle cx="200" cy="165" r="26" ${filled(p.second, p.secondDark)}/><circle cx="280" cy="160" r="26" ${filled(p.second, p.secondDark)}/>
<circle cx="200" cy="225" r="7" fill="${p.ink}"/><circle cx="235" cy="215" r="7" fill="${p.ink}"/>`,
  },
  thermometer: {
    detail: [330, 290],
    draw: (p) =>
      `<g transform="rotate(-28 300 300)">
<rect x="70" y="286" width="90" height="28" rx="14" fill="${p.metal}"/>
<path d="M140 272 L420 250 Q500 250 500 300 Q500 350 420 350 L140 328 Z" ${filled(p.main, p.mainDark)}/>
<rect x="270" y="272" width="120" height="56" rx="10" fill="#cfe6d8" stroke="${p.mainDark}" stroke-width="5"/>
<circle cx="448" cy="300" r="20" ${filled(p.second, p.secondDark)}/>
</g>`,
  },
  nasalAspirator: {
    detail: [300, 210],
    draw: (p) =>
      `<path d="M262 300 L278 160 Q300 130 322 160 L338 300 Z" ${filled(p.second, p.secondDark)}/>
<ellipse cx="300" cy="385" rx="118" ry="110" ${filled(p.main, p.mainDark)}/>
<ellipse cx="262" cy="350" rx="30" ry="42" fill="${p.mainLight}"/>
<rect x="250" y="285" width="100" height="30" rx="12" fill="${p.mainDark}"/>`,
  },
  creamJar: {
    detail: [270, 340],
    draw: (p) =>
      `<rect x="150" y="360" width="220" height="130" rx="22" ${filled(p.main, p.mainDark)}/>
<rect x="140" y="318" width="240" height="60" rx="18" ${filled(p.second, p.secondDark)}/>
<rect x="180" y="400" width="160" height="60" rx="10" fill="${p.mainLight}"/>
<path d="M355 475 L470 380 L505 420 L395 495 Z" ${filled(p.mainLight, p.mainDark)}/>
<rect x="470" y="372" width="46" height="48" rx="8" transform="rotate(-40 493 396)" ${filled(p.second, p.secondDark)}/>`,
  },
} satisfies Record<string, Drawing>;
