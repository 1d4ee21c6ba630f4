// The one topic taxonomy: eight categories. Questions, flashcards, review items and study guides all
// file under a (topic, subtopic) pair from this list; the product's course "modules" are these topics.
// Each topic has the ten subtopics the study-guide generator offers, and the question bank adds the
// subtopics the exam's content outline needs beyond those (physics, transplant, porphyria...).
// Which exam domain a subtopic counts toward is data in content/blueprint.json, not here.
// Ids are stable slugs; names are what users read.

export type Subtopic = { id: string; name: string };
export type Topic = {
  id: string;
  name: string;
  /** Every subtopic: the generator's ten, then the bank's additions. */
  subtopics: readonly Subtopic[];
  /** The ten the study-guide generator lists. */
  guideSubtopics: readonly Subtopic[];
};

const topic = (id: string, name: string, guide: [string, string][], more: [string, string][] = []): Topic => {
  const toSubtopic = ([sid, sname]: [string, string]) => ({ id: sid, name: sname });
  return { id, name, subtopics: [...guide, ...more].map(toSubtopic), guideSubtopics: guide.map(toSubtopic) };
};

export const TAXONOMY: readonly Topic[] = [
  topic("pharmacology", "Pharmacology", [
    ["inhaled-anesthetics", "Inhaled Anesthetics"],
    ["intravenous-anesthetics", "Intravenous Anesthetics"],
    ["opioids", "Opioids"],
    ["neuromuscular-blockers", "Neuromuscular Blocking Agents"],
    ["reversal-agents", "Reversal Agents"],
    ["local-anesthetics", "Local Anesthetics"],
    ["sedatives-anxiolytics", "Sedatives and Anxiolytics"],
    ["vasopressors-inotropes", "Vasopressors and Inotropes"],
    ["antiemetics", "Antiemetics"],
    ["anticoagulants", "Anticoagulants and Hemostatics"],
  ], [
    ["pharmacokinetics", "Pharmacokinetics and Pharmacodynamics"],
    ["cardiovascular-drugs", "Antiarrhythmics and Antihypertensives"],
  ]),
  topic("physiology", "Physiology", [
    ["cardiovascular-physiology", "Cardiovascular Physiology"],
    ["respiratory-physiology", "Respiratory Physiology"],
    ["neurophysiology", "Neurophysiology"],
    ["renal-physiology", "Renal Physiology"],
    ["hepatic-physiology", "Hepatic Physiology"],
    ["acid-base", "Acid-Base Balance"],
    ["fluids-electrolytes", "Fluids and Electrolytes"],
    ["autonomic-nervous-system", "Autonomic Nervous System"],
    ["endocrine-physiology", "Endocrine Physiology"],
    ["hematology-coagulation", "Hematology and Coagulation"],
  ]),
  topic("pathophysiology", "Pathophysiology", [
    ["coronary-artery-disease", "Coronary Artery Disease"],
    ["heart-failure", "Heart Failure"],
    ["valvular-heart-disease", "Valvular Heart Disease"],
    ["hypertension", "Hypertension"],
    ["asthma-copd", "Asthma and COPD"],
    ["obstructive-sleep-apnea", "Obstructive Sleep Apnea"],
    ["diabetes-mellitus", "Diabetes Mellitus"],
    ["kidney-disease", "Chronic Kidney Disease"],
    ["liver-disease", "Liver Disease"],
    ["obesity", "Obesity"],
  ], [
    ["pheochromocytoma", "Pheochromocytoma"],
    ["carcinoid", "Carcinoid Syndrome"],
    ["sickle-cell-disease", "Sickle Cell Disease"],
    ["myasthenia-gravis", "Myasthenia Gravis and Neuromuscular Disease"],
    ["porphyria", "Porphyria"],
  ]),
  topic("equipment-technology", "Equipment and Technology", [
    ["anesthesia-machine", "Anesthesia Machine"],
    ["breathing-circuits", "Breathing Circuits"],
    ["vaporizers", "Vaporizers"],
    ["mechanical-ventilation", "Mechanical Ventilation"],
    ["airway-equipment", "Airway Equipment"],
    ["pulse-oximetry", "Pulse Oximetry"],
    ["capnography", "Capnography"],
    ["hemodynamic-monitoring", "Invasive Hemodynamic Monitoring"],
    ["neuromuscular-monitoring", "Neuromuscular Monitoring"],
    ["gases-electrical-safety", "Medical Gases and Electrical Safety"],
  ], [
    ["physics-gas-laws", "Physics and Gas Laws"],
    ["pulmonary-artery-catheter", "Pulmonary Artery Catheters"],
    ["pacemakers-icds", "Pacemakers and ICDs"],
    ["laboratory-instrumentation", "Blood Gas and Laboratory Instrumentation"],
  ]),
  topic("clinical-procedures", "Clinical Procedures", [
    ["preoperative-assessment", "Preoperative Assessment"],
    ["airway-management", "Airway Management"],
    ["difficult-airway", "Difficult Airway"],
    ["induction-emergence", "Induction and Emergence"],
    ["arterial-line", "Arterial Line Placement"],
    ["central-venous-access", "Central Venous Access"],
    ["spinal-anesthesia", "Spinal Anesthesia"],
    ["epidural-anesthesia", "Epidural Anesthesia"],
    ["peripheral-nerve-blocks", "Peripheral Nerve Blocks"],
    ["patient-positioning", "Patient Positioning"],
  ], [
    ["applied-anatomy", "Applied Anatomy"],
  ]),
  topic("emergency-management", "Emergency Management", [
    ["malignant-hyperthermia", "Malignant Hyperthermia"],
    ["anaphylaxis", "Anaphylaxis"],
    ["laryngospasm-bronchospasm", "Laryngospasm and Bronchospasm"],
    ["acls", "Advanced Cardiac Life Support"],
    ["last", "Local Anesthetic Systemic Toxicity"],
    ["massive-hemorrhage", "Massive Hemorrhage and Transfusion"],
    ["hypoxemia", "Intraoperative Hypoxemia"],
    ["aspiration", "Pulmonary Aspiration"],
    ["embolism", "Venous Air and Pulmonary Embolism"],
    ["operating-room-fire", "Operating Room Fire"],
  ]),
  topic("specialty-anesthesia", "Specialty Anesthesia", [
    ["pediatric-anesthesia", "Pediatric Anesthesia"],
    ["obstetric-anesthesia", "Obstetric Anesthesia"],
    ["cardiac-anesthesia", "Cardiac Anesthesia"],
    ["neuroanesthesia", "Neuroanesthesia"],
    ["thoracic-anesthesia", "Thoracic Anesthesia"],
    ["vascular-anesthesia", "Vascular Anesthesia"],
    ["geriatric-anesthesia", "Geriatric Anesthesia"],
    ["trauma-burns", "Trauma and Burns"],
    ["ambulatory-anesthesia", "Ambulatory Anesthesia"],
    ["ent-ophthalmic", "ENT and Ophthalmic Anesthesia"],
  ], [
    ["transplant-anesthesia", "Transplant Anesthesia"],
    ["orthopedic-anesthesia", "Orthopedic Anesthesia"],
    ["urologic-anesthesia", "Urologic Anesthesia and TURP"],
    ["pediatric-resuscitation-fluids", "Pediatric Resuscitation and Fluids"],
  ]),
  topic("patient-care", "Patient Care", [
    ["informed-consent", "Informed Consent"],
    ["ponv", "Postoperative Nausea and Vomiting"],
    ["postoperative-pain", "Postoperative Pain Management"],
    ["pacu-care", "Post-Anesthesia Care"],
    ["temperature-management", "Temperature Management"],
    ["infection-control", "Infection Control"],
    ["patient-safety", "Patient Safety and Quality"],
    ["ethics-professionalism", "Ethics and Professionalism"],
    ["handoffs-documentation", "Handoffs and Documentation"],
    ["medication-safety", "Medication Safety"],
  ], [
    ["chronic-pain", "Chronic Pain Management"],
    ["statistics-evidence", "Statistics and Evidence-Based Practice"],
    ["aa-scope-practice", "AA Scope of Practice and Medical Direction"],
  ]),
];

const topicsById = new Map(TAXONOMY.map((t) => [t.id, t]));

export const TOPIC_IDS = TAXONOMY.map((t) => t.id);

export function findTopic(id: string): Topic | undefined {
  return topicsById.get(id);
}

export function findSubtopic(topicId: string, subtopicId: string): Subtopic | undefined {
  return topicsById.get(topicId)?.subtopics.find((s) => s.id === subtopicId);
}

/** A topic's name, or its id when it is not in the taxonomy (content filed under a retired topic). */
export const topicName = (topicId: string): string => findTopic(topicId)?.name ?? topicId;

/** A subtopic's name, or its id when it is not in the taxonomy. */
export const subtopicName = (topicId: string, subtopicId: string): string => findSubtopic(topicId, subtopicId)?.name ?? subtopicId;

export function isValidPair(topicId: string, subtopicId: string): boolean {
  return findSubtopic(topicId, subtopicId) !== undefined;
}
