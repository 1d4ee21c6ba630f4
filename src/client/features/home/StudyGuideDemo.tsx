import { cardClass } from "../../components/ui.ts";

// A fixed sample of what a generated study guide looks like; the real ones are written on request.
const KEY_POINTS = [
  "Oxyhemoglobin absorbs more infrared light (about 940 nm); deoxyhemoglobin absorbs more red light (about 660 nm). The ratio of the two pulsatile absorbances is converted to SpO2 with a calibration curve.",
  "Carboxyhemoglobin is read much like oxyhemoglobin, so SpO2 overestimates true oxygen saturation in carbon monoxide poisoning.",
  "Significant methemoglobinemia pulls the reading toward about 85% whatever the true saturation; methylene blue gives a brief, falsely low reading.",
  "Motion, poor perfusion, cold extremities and strong ambient light can cause artifact or loss of signal; readings may overestimate saturation in patients with darker skin pigmentation.",
  "SpO2 measures oxygenation, not ventilation: with supplemental oxygen, hypoventilation can go unnoticed for some time, so pair it with capnography.",
];

export function StudyGuideDemo() {
  return (
    <article aria-labelledby="guide-title" className={cardClass}>
      <p className="text-xs font-semibold uppercase tracking-wide text-teal-800 dark:text-teal-300">Sample study guide · Equipment and Technology</p>
      <h3 id="guide-title" className="mt-2 text-2xl font-bold">
        Pulse Oximetry
      </h3>
      <h4 className="mt-5 text-lg font-semibold">Overview</h4>
      <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-200">
        A pulse oximeter estimates arterial hemoglobin oxygen saturation (SpO2) without a blood sample. A probe shines red and
        infrared light through a pulsatile tissue bed such as a fingertip or earlobe and measures how much of each is absorbed.
        By analysing only the part of the signal that varies with each heartbeat, it isolates arterial blood from venous blood
        and tissue.
      </p>
      <h4 className="mt-5 text-lg font-semibold">Key Points</h4>
      <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 dark:text-slate-200">
        {KEY_POINTS.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </article>
  );
}
