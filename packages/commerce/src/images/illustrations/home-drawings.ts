import { type Drawing, filled, line, repeat } from './drawing';

/** Drawings of the vitality and home shop's product kinds (Vitalia). */
export const homeDrawings = {
  vacuum: {
    detail: [210, 380],
    draw: (p) =>
      `<path d="M250 360 Q200 250 300 190 Q390 140 420 230 L440 300" ${line(p.ink, 16)}/>
<path d="M440 300 L500 470" ${line(p.metal, 14)}/>
<rect x="440" y="462" width="110" height="30" rx="12" fill="${p.ink}"/>
<path d="M110 440 Q110 330 230 320 L330 320 Q390 330 395 400 L395 440 Q395 470 365 470 L140 470 Q110 470 110 440 Z" ${filled(p.main, p.mainDark)}/>
<path d="M150 360 Q170 335 230 335 L300 335 L300 400 L150 400 Z" fill="${p.mainLight}"/>
<circle cx="330" cy="380" r="30" ${filled(p.second, p.secondDark)}/>
<circle cx="165" cy="472" r="26" fill="${p.ink}"/><circle cx="340" cy="472" r="26" fill="${p.ink}"/>`,
  },
  sprayBottle: {
    detail: [300, 160],
    draw: (p) =>
      `<path d="M235 220 L365 220 L380 300 L395 455 Q395 490 360 490 L240 490 Q205 490 205 455 L220 300 Z" ${filled(p.main, p.mainDark)}/>
<rect x="228" y="320" width="144" height="110" rx="12" fill="${p.mainLight}"/>
<path d="M250 355 L350 355 M250 390 L320 390" ${line(p.main, 8)}/>
<rect x="255" y="175" width="90" height="52" rx="10" ${filled(p.second, p.secondDark)}/>
<path d="M240 110 L360 110 Q380 110 380 130 L380 180 L230 180 L190 150 L200 120 Q210 110 240 110 Z" ${filled(p.second, p.secondDark)}/>
<path d="M320 180 Q330 235 300 250" ${line(p.secondDark, 14)}/>
<rect x="180" y="126" width="22" height="26" rx="6" fill="${p.ink}"/>`,
  },
  fridge: {
    detail: [400, 200],
    draw: (p) =>
      `<rect x="185" y="70" width="230" height="420" rx="20" ${filled(p.main, p.mainDark)}/>
<path d="M185 215 L415 215" ${line(p.mainDark, 6)}/>
<rect x="385" y="110" width="14" height="70" rx="7" fill="${p.second}"/>
<rect x="385" y="245" width="14" height="110" rx="7" fill="${p.second}"/>
<rect x="210" y="235" width="60" height="40" rx="8" fill="${p.mainLight}"/>
<rect x="200" y="488" width="30" height="14" fill="${p.ink}"/><rect x="370" y="488" width="30" height="14" fill="${p.ink}"/>`,
  },
  washingMachine: {
    detail: [300, 320],
    draw: (p) =>
      `<rect x="150" y="140" width="300" height="350" rx="20" ${filled(p.main, p.mainDark)}/>
<rect x="150" y="140" width="300" height="70" rx="20" ${filled(p.mainLight, p.mainDark)}/>
<rect x="175" y="160" width="80" height="30" rx="8" fill="${p.second}"/>
<circle cx="395" cy="175" r="20" ${filled(p.second, p.secondDark)}/>
<circle cx="300" cy="335" r="105" fill="${p.metal}" stroke="${p.mainDark}" stroke-width="6"/>
<circle cx="300" cy="335" r="78" fill="#8fb8d0"/>
<path d="M235 355 Q270 320 300 355 Q330 390 365 355" ${line(p.white, 10)}/>`,
  },
  radio: {
    detail: [220, 360],
    draw: (p) =>
      `<path d="M200 250 Q300 150 400 250" ${line(p.ink, 14)}/>
<path d="M400 250 L470 120" ${line(p.metal, 8)}/>
<rect x="120" y="245" width="360" height="230" rx="34" ${filled(p.main, p.mainDark)}/>
<circle cx="225" cy="360" r="78" fill="${p.mainDark}"/>
${repeat(5, (i) => `<path d="M${175 + i * 25} 310 L${175 + i * 25} 410" ${line(p.mainLight, 6)}/>`)}
<rect x="330" y="290" width="120" height="50" rx="10" fill="${p.second}"/>
<path d="M345 315 L435 315" ${line(p.secondDark, 4)}/>
<circle cx="360" cy="400" r="24" ${filled(p.second, p.secondDark)}/><circle cx="425" cy="400" r="24" ${filled(p.second, p.secondDark)}/>`,
  },
  phone: {
    detail: [300, 310],
    draw: (p) =>
      `<path d="M150 440 Q150 400 200 400 L400 400 Q450 400 450 440 L455 480 L145 480 Z" ${filled(p.second, p.secondDark)}/>
<rect x="240" y="100" width="120" height="340" rx="40" ${filled(p.main, p.mainDark)}/>
<rect x="258" y="135" width="84" height="70" rx="10" fill="#cfe6d8"/>
${repeat(4, (row) => repeat(3, (col) => `<rect x="${260 + col * 28}" y="${225 + row * 40}" width="22" height="30" rx="6" fill="${p.mainLight}"/>`))}
<circle cx="300" cy="125" r="5" fill="${p.mainDark}"/>`,
  },
  pot: {
    detail: [300, 240],
    draw: (p) =>
      `<path d="M150 285 L450 285 L432 462 Q428 490 400 490 L200 490 Q172 490 168 462 Z" ${filled(p.main, p.mainDark)}/>
<path d="M100 310 L150 310 M450 310 L500 310" ${line(p.ink, 20)}/>
<ellipse cx="300" cy="282" rx="165" ry="30" ${filled(p.metal, p.mainDark)}/>
<ellipse cx="300" cy="268" rx="150" ry="26" ${filled(p.second, p.secondDark)}/>
<rect x="275" y="220" width="50" height="30" rx="12" fill="${p.ink}"/>
<path d="M175 380 L425 380" ${line(p.mainLight, 8)}/>`,
  },
  pan: {
    detail: [230, 390],
    draw: (p) =>
      `<path d="M395 395 L555 300" ${line(p.second, 30)}/>
<circle cx="540" cy="309" r="8" fill="${p.secondDark}"/>
<ellipse cx="230" cy="410" rx="185" ry="72" ${filled(p.main, p.mainDark)}/>
<ellipse cx="230" cy="398" rx="160" ry="56" fill="#3a3a40"/>
<path d="M130 380 Q180 360 240 362" ${line('#5a5a62', 8)}/>`,
  },
  knifeSet: {
    detail: [300, 170],
    draw: (p) =>
      `<path d="M240 180 L280 70 M290 170 L315 60 M335 175 L350 70" ${line(p.ink, 26)}/>
<path d="M190 200 L380 200 L430 490 L170 490 Z" ${filled(p.main, p.mainDark)}/>
<path d="M215 235 L365 235" ${line(p.mainDark, 6)}/>
<path d="M120 470 L330 410 L350 440 L140 490 Z" fill="${p.metal}" stroke="#9aa0a8" stroke-width="4"/>
<path d="M350 420 L470 388" ${line(p.second, 30)}/>`,
  },
  storageJar: {
    detail: [230, 250],
    draw: (p) =>
      `<rect x="120" y="250" width="180" height="240" rx="28" fill="${p.glass}" stroke="${p.main}" stroke-width="6"/>
<path d="M128 360 L292 360 L292 460 Q292 484 268 484 L152 484 Q128 484 128 460 Z" fill="#e8c98f"/>
<rect x="110" y="220" width="200" height="44" rx="14" ${filled(p.main, p.mainDark)}/>
<rect x="330" y="320" width="150" height="170" rx="24" fill="${p.glass}" stroke="${p.second}" stroke-width="6"/>
<path d="M336 400 L474 400 L474 462 Q474 484 452 484 L358 484 Q336 484 336 462 Z" fill="#c98f5f"/>
<rect x="322" y="295" width="166" height="40" rx="12" ${filled(p.second, p.secondDark)}/>`,
  },
  massageGun: {
    detail: [170, 240],
    draw: (p) =>
      `<rect x="285" y="260" width="90" height="225" rx="34" transform="rotate(12 330 370)" ${filled(p.second, p.secondDark)}/>
<rect x="170" y="190" width="290" height="104" rx="52" ${filled(p.main, p.mainDark)}/>
<rect x="130" y="222" width="50" height="40" rx="8" fill="${p.ink}"/>
<circle cx="115" cy="242" r="42" ${filled(p.mainLight, p.mainDark)}/>
<circle cx="410" cy="242" r="22" fill="${p.mainDark}"/>`,
  },
  massageChair: {
    // Side view, facing left: a reclined back with its rollers and headrest, the seat in its
    // side shell, the leg rest reaching down to the floor and a round base.
    detail: [440, 220],
    draw: (p) =>
      `<g transform="translate(-60 0)"><rect x="220" y="468" width="230" height="26" rx="12" fill="${p.ink}"/>
<path d="M410 420 L458 170 Q468 128 510 130 L540 134 Q584 140 576 184 L520 436 Z" ${filled(p.main, p.mainDark)}/>
<path d="M470 214 L560 230 M460 262 L550 278 M450 310 L540 326 M440 358 L530 374" ${line(p.mainLight, 10)}/>
<ellipse cx="520" cy="150" rx="54" ry="32" transform="rotate(10 520 150)" ${filled(p.second, p.secondDark)}/>
<path d="M232 360 L180 466 Q172 486 192 488 L232 488 Q244 488 250 476 L300 384 Z" ${filled(p.main, p.mainDark)}/>
<path d="M196 448 L242 448" ${line(p.mainLight, 8)}/>
<rect x="220" y="336" width="260" height="72" rx="32" ${filled(p.main, p.mainDark)}/>
<path d="M280 330 Q280 306 304 306 L452 306 Q480 306 478 334 L470 440 Q468 462 444 462 L302 462 Q280 462 280 440 Z" ${filled(p.second, p.secondDark)}/>
<path d="M306 334 L448 334" ${line(p.secondLight, 8)}/>
<rect x="312" y="352" width="44" height="22" rx="6" fill="${p.ink}"/></g>`,
  },
  toiletries: {
    detail: [260, 200],
    draw: (p) =>
      `<rect x="180" y="240" width="150" height="250" rx="34" ${filled(p.main, p.mainDark)}/>
<rect x="200" y="320" width="110" height="110" rx="12" fill="${p.mainLight}"/>
<path d="M230 360 Q255 335 280 360 Q255 395 230 360 Z" fill="${p.second}"/>
<rect x="235" y="195" width="40" height="50" rx="6" ${filled(p.second, p.secondDark)}/>
<path d="M245 195 L245 165 L300 165" ${line(p.secondDark, 14)}/>
<rect x="355" y="320" width="100" height="170" rx="26" ${filled(p.second, p.secondDark)}/>
<rect x="378" y="270" width="54" height="56" rx="8" fill="${p.ink}"/>
<ellipse cx="405" cy="258" rx="22" ry="28" fill="${p.ink}"/>`,
  },
  bathrobe: {
    detail: [300, 190],
    draw: (p) =>
      `<path d="M230 100 L150 150 L95 330 L150 350 L185 260 L180 490 L420 490 L415 260 L450 350 L505 330 L450 150 L370 100 Z" ${filled(p.main, p.mainDark)}/>
<path d="M230 100 Q260 200 300 300 Q340 200 370 100 L340 100 Q320 180 300 240 Q280 180 260 100 Z" ${filled(p.second, p.secondDark)}/>
<path d="M300 300 L250 490" ${line(p.mainDark, 6)}/>
<rect x="182" y="300" width="236" height="32" rx="12" ${filled(p.second, p.secondDark)}/>
<path d="M300 330 L270 420 M300 330 L335 410" ${line(p.second, 16)}/>
<path d="M210 380 L265 380 L262 430 L208 430 Z" ${filled(p.mainLight, p.mainDark, 4)}/>`,
  },
  bloodPressureMonitor: {
    detail: [350, 320],
    draw: (p) =>
      `<path d="M180 330 Q170 200 270 170 Q300 165 300 200" ${line(p.ink, 10)}/>
<rect x="90" y="300" width="150" height="190" rx="36" ${filled(p.second, p.secondDark)}/>
<path d="M90 360 L240 360 M90 430 L240 430" ${line(p.secondLight, 8)}/>
<rect x="270" y="200" width="220" height="280" rx="30" ${filled(p.main, p.mainDark)}/>
<rect x="295" y="230" width="170" height="120" rx="12" fill="#cfe6d8"/>
<path d="M315 320 L340 320 L352 280 L368 335 L382 300 L445 300" ${line('#3f8f4f', 6)}/>
<circle cx="380" cy="410" r="28" ${filled(p.second, p.secondDark)}/>
<circle cx="315" cy="410" r="12" fill="${p.mainLight}"/><circle cx="445" cy="410" r="12" fill="${p.mainLight}"/>`,
  },
  heatPad: {
    detail: [300, 360],
    draw: (p) =>
      `<path d="M200 220 Q215 190 200 160 Q185 130 200 100 M300 220 Q315 190 300 160 Q285 130 300 100 M400 220 Q415 190 400 160 Q385 130 400 100" ${line(p.second, 10)}/>
<rect x="110" y="250" width="380" height="220" rx="50" ${filled(p.main, p.mainDark)}/>
<path d="M235 260 L235 460 M365 260 L365 460" ${line(p.mainDark, 5)}/>
<path d="M125 360 L475 360" ${line(p.mainLight, 6)}/>
<path d="M490 400 Q540 420 525 470" ${line(p.ink, 8)}/>
<rect x="495" y="462" width="56" height="36" rx="10" ${filled(p.second, p.secondDark)}/>`,
  },
  supplementJar: {
    detail: [300, 330],
    draw: (p) =>
      `<rect x="205" y="230" width="190" height="260" rx="26" ${filled(p.main, p.mainDark)}/>
<rect x="195" y="175" width="210" height="70" rx="14" ${filled(p.second, p.secondDark)}/>
${repeat(7, (i) => `<path d="M${215 + i * 28} 182 L${215 + i * 28} 238" ${line(p.secondDark, 4)}/>`)}
<rect x="225" y="290" width="150" height="130" rx="12" fill="${p.mainLight}"/>
<circle cx="300" cy="355" r="34" fill="${p.second}"/>
<rect x="100" y="440" width="90" height="40" rx="20" transform="rotate(-18 145 460)" fill="${p.second}"/>
<rect x="100" y="440" width="45" height="40" rx="20" transform="rotate(-18 145 460)" fill="${p.secondLight}"/>
<rect x="420" y="450" width="90" height="40" rx="20" transform="rotate(14 465 470)" fill="${p.second}"/>`,
  },
  tea: {
    detail: [300, 300],
    draw: (p) =>
      `<path d="M250 200 Q230 160 260 120 M310 200 Q290 160 320 120 M370 200 Q350 160 380 120" ${line(p.mainLight, 10)}/>
<path d="M150 250 L450 250 L420 460 Q410 490 380 490 L220 490 Q190 490 180 460 Z" fill="${p.white}" stroke="${p.mainDark}" stroke-width="10"/>
<path d="M445 290 Q520 290 510 360 Q500 420 430 410" ${line(p.mainDark, 16)}/>
<path d="M168 280 L432 280 L420 350 L180 350 Z" fill="${p.main}"/>
<path d="M230 250 L230 200" ${line(p.ink, 3)}/><rect x="214" y="190" width="32" height="26" rx="4" fill="${p.second}"/>
<path d="M480 480 Q500 420 560 440 Q540 500 480 480 Z" fill="${p.second}"/>`,
  },
  duvet: {
    detail: [300, 300],
    draw: (p) =>
      `<rect x="110" y="390" width="380" height="100" rx="36" ${filled(p.mainLight, p.mainDark)}/>
<rect x="125" y="295" width="350" height="105" rx="36" ${filled(p.main, p.mainDark)}/>
<rect x="140" y="200" width="320" height="105" rx="36" ${filled(p.second, p.secondDark)}/>
${[252, 347, 440].map((y) => repeat(6, (i) => `<path d="M${170 + i * 52} ${y} L${198 + i * 52} ${y}" ${line('#ffffff', 5)}/>`)).join('')}`,
  },
  pillow: {
    detail: [150, 260],
    draw: (p) =>
      `<path d="M125 230 Q300 190 475 230 Q510 340 475 450 Q300 490 125 450 Q90 340 125 230 Z" ${filled(p.main, p.mainDark)}/>
<path d="M155 262 Q300 232 445 262 Q470 340 445 420 Q300 450 155 420 Q130 340 155 262 Z" ${line(p.second, 8)}/>
<path d="M230 300 Q300 340 370 300" ${line(p.mainLight, 8)}/>`,
  },
  rug: {
    detail: [300, 380],
    draw: (p) =>
      `<path d="M130 290 L470 290 L540 470 L60 470 Z" ${filled(p.main, p.mainDark)}/>
<path d="M165 310 L435 310 L490 450 L110 450 Z" ${line(p.second, 10)}/>
<path d="M300 325 L370 380 L300 435 L230 380 Z" fill="${p.second}"/>
<path d="M300 350 L335 380 L300 410 L265 380 Z" fill="${p.mainLight}"/>
${repeat(16, (i) => `<path d="M${70 + i * 30} 472 L${66 + i * 30} 496" ${line(p.mainLight, 5)}/>`)}`,
  },
  curtain: {
    detail: [200, 200],
    draw: (p) =>
      `<path d="M90 100 L510 100" ${line(p.ink, 12)}/>
<circle cx="90" cy="100" r="14" fill="${p.ink}"/><circle cx="510" cy="100" r="14" fill="${p.ink}"/>
<path d="M110 100 L290 100 Q280 250 200 310 Q190 400 250 490 L110 490 Z" ${filled(p.main, p.mainDark)}/>
<path d="M490 100 L310 100 Q320 250 400 310 Q410 400 350 490 L490 490 Z" ${filled(p.main, p.mainDark)}/>
<path d="M150 110 L150 480 M200 110 Q200 220 180 300 M440 110 Q440 300 450 480 M400 110 Q400 220 420 300" ${line(p.mainDark, 5)}/>
<rect x="180" y="292" width="46" height="26" rx="10" fill="${p.second}"/><rect x="374" y="292" width="46" height="26" rx="10" fill="${p.second}"/>`,
  },
  candle: {
    detail: [300, 200],
    draw: (p) =>
      `<path d="M300 120 Q340 175 300 215 Q260 175 300 120 Z" fill="#f6a93b"/>
<path d="M300 160 Q318 190 300 208 Q282 190 300 160 Z" fill="#ffe08a"/>
<path d="M300 215 L300 245" ${line(p.ink, 5)}/>
<rect x="190" y="240" width="220" height="250" rx="26" fill="${p.glass}" stroke="${p.mainDark}" stroke-width="6"/>
<path d="M197 275 L403 275 L403 470 Q403 484 389 484 L211 484 Q197 484 197 470 Z" fill="${p.main}"/>
<rect x="215" y="340" width="170" height="80" rx="10" fill="${p.second}"/>
<path d="M265 380 Q300 350 335 380" ${line(p.secondLight, 6)}/>`,
  },
  photoFrame: {
    detail: [300, 280],
    draw: (p) =>
      `<path d="M300 400 L380 490" ${line(p.ink, 14)}/>
<rect x="110" y="150" width="380" height="280" rx="20" ${filled(p.main, p.mainDark)}/>
<rect x="135" y="175" width="330" height="230" rx="6" fill="#cfe6f5"/>
<path d="M135 345 Q220 270 300 330 Q370 280 465 330 L465 405 L135 405 Z" fill="${p.second}"/>
<circle cx="390" cy="230" r="26" fill="#f2c530"/>`,
  },
  giftCard: {
    detail: [300, 290],
    draw: (p) =>
      `<g transform="rotate(-7 300 310)">
<rect x="110" y="190" width="380" height="240" rx="26" ${filled(p.main, p.mainDark)}/>
<rect x="350" y="190" width="34" height="240" fill="${p.second}"/>
<rect x="110" y="290" width="380" height="30" fill="${p.second}"/>
<path d="M367 300 Q300 230 310 290 Q320 330 367 305 Q430 230 425 290 Q420 330 367 305" ${filled(p.secondLight, p.secondDark, 5)}/>
<rect x="150" y="370" width="120" height="16" rx="8" fill="${p.mainLight}"/>
</g>`,
  },
  giftBox: {
    detail: [300, 250],
    draw: (p) =>
      `<rect x="165" y="300" width="270" height="190" rx="10" ${filled(p.main, p.mainDark)}/>
<rect x="145" y="252" width="310" height="62" rx="12" ${filled(p.main, p.mainDark)}/>
<rect x="280" y="252" width="40" height="238" fill="${p.second}"/>
<path d="M300 252 Q220 160 215 220 Q212 262 300 252 Q388 160 385 220 Q388 262 300 252 Z" ${filled(p.second, p.secondDark, 5)}/>
<path d="M165 330 L435 330" ${line(p.mainDark, 5)}/>`,
  },
  ebook: {
    detail: [300, 300],
    draw: (p) =>
      `<rect x="160" y="100" width="280" height="390" rx="30" fill="${p.ink}"/>
<rect x="182" y="130" width="236" height="320" rx="8" fill="${p.white}"/>
<path d="M300 175 Q250 155 205 170 L205 410 Q250 395 300 415 Z" fill="${p.main}"/>
<path d="M300 175 Q350 155 395 170 L395 410 Q350 395 300 415 Z" fill="${p.mainLight}"/>
${repeat(5, (i) => `<path d="M325 ${215 + i * 34} L375 ${210 + i * 34}" ${line(p.main, 6)}/>`)}
<circle cx="250" cy="280" r="26" fill="${p.second}"/>
<circle cx="300" cy="470" r="9" fill="${p.metal}"/>`,
  },
  onlineCourse: {
    detail: [300, 270],
    draw: (p) =>
      `<rect x="140" y="150" width="320" height="220" rx="16" fill="${p.ink}"/>
<rect x="158" y="168" width="284" height="184" rx="6" fill="${p.main}"/>
<circle cx="300" cy="260" r="52" fill="${p.white}"/>
<path d="M283 230 L333 260 L283 290 Z" fill="${p.second}"/>
<rect x="178" y="326" width="244" height="10" rx="5" fill="${p.mainLight}"/>
<rect x="178" y="326" width="110" height="10" rx="5" fill="${p.second}"/>
<path d="M100 380 L500 380 L470 420 L130 420 Z" fill="${p.metal}" stroke="#9aa0a8" stroke-width="4"/>`,
  },
} satisfies Record<string, Drawing>;
