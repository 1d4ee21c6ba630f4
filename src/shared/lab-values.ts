// Normal adult values an anesthesiologist assistant works with, for the exam runner's lab panel.
// Reference data, not a rule: ranges differ a little between laboratories and textbooks.
export type LabValue = { name: string; range: string };
export type LabGroup = { title: string; values: readonly LabValue[] };

export const LAB_SOURCE = "Typical adult reference ranges (Morgan & Mikhail's Clinical Anesthesiology, 7th ed.; Miller's Anesthesia, 10th ed.). Local laboratory ranges vary.";

export const LAB_VALUES: readonly LabGroup[] = [
  {
    title: "Arterial blood gas",
    values: [
      { name: "pH", range: "7.35-7.45" },
      { name: "PaCO₂", range: "35-45 mm Hg" },
      { name: "PaO₂ (room air)", range: "80-100 mm Hg" },
      { name: "HCO₃⁻", range: "22-26 mEq/L" },
      { name: "Base excess", range: "-2 to +2 mEq/L" },
      { name: "SaO₂", range: "95-100 %" },
      { name: "Lactate", range: "0.5-2 mmol/L" },
    ],
  },
  {
    title: "Electrolytes and chemistry",
    values: [
      { name: "Sodium", range: "135-145 mEq/L" },
      { name: "Potassium", range: "3.5-5.0 mEq/L" },
      { name: "Chloride", range: "98-106 mEq/L" },
      { name: "Total CO₂", range: "22-28 mEq/L" },
      { name: "Anion gap (Na - Cl - HCO₃)", range: "8-12 mEq/L" },
      { name: "BUN", range: "7-20 mg/dL" },
      { name: "Creatinine", range: "0.6-1.2 mg/dL" },
      { name: "Glucose (fasting)", range: "70-100 mg/dL" },
      { name: "Calcium, total", range: "8.5-10.5 mg/dL" },
      { name: "Calcium, ionized", range: "1.1-1.3 mmol/L" },
      { name: "Magnesium", range: "1.7-2.2 mg/dL" },
      { name: "Phosphate", range: "2.5-4.5 mg/dL" },
      { name: "Albumin", range: "3.5-5.0 g/dL" },
      { name: "Serum osmolality", range: "280-295 mOsm/kg" },
    ],
  },
  {
    title: "Coagulation",
    values: [
      { name: "PT", range: "11-13.5 s" },
      { name: "INR", range: "0.8-1.1" },
      { name: "aPTT", range: "25-35 s" },
      { name: "Fibrinogen", range: "200-400 mg/dL" },
      { name: "Platelets", range: "150,000-400,000 /µL" },
      { name: "ACT (baseline)", range: "80-130 s" },
    ],
  },
  {
    title: "Complete blood count",
    values: [
      { name: "Hemoglobin", range: "men 13.5-17.5, women 12.0-15.5 g/dL" },
      { name: "Hematocrit", range: "men 41-53 %, women 36-46 %" },
      { name: "White cells", range: "4,500-11,000 /µL" },
      { name: "MCV", range: "80-100 fL" },
    ],
  },
  {
    title: "Hemodynamics",
    values: [
      { name: "Heart rate", range: "60-100 /min" },
      { name: "Mean arterial pressure", range: "70-105 mm Hg" },
      { name: "CVP / right atrial pressure", range: "2-8 mm Hg" },
      { name: "RV pressure", range: "15-30 / 2-8 mm Hg" },
      { name: "PA pressure", range: "15-30 / 8-15 mm Hg (mean 10-20)" },
      { name: "PCWP", range: "6-12 mm Hg" },
      { name: "Cardiac output", range: "4-8 L/min" },
      { name: "Cardiac index", range: "2.5-4.0 L/min/m²" },
      { name: "Stroke volume", range: "60-100 mL" },
      { name: "SVR", range: "800-1,200 dyn·s·cm⁻⁵" },
      { name: "PVR", range: "50-250 dyn·s·cm⁻⁵" },
      { name: "SvO₂ (mixed venous)", range: "65-75 %" },
    ],
  },
  {
    title: "Respiratory",
    values: [
      { name: "Respiratory rate", range: "12-20 /min" },
      { name: "Tidal volume", range: "6-8 mL/kg" },
      { name: "Anatomic dead space", range: "about 2 mL/kg (150 mL)" },
      { name: "FRC", range: "about 2.4 L (30 mL/kg)" },
      { name: "Vital capacity", range: "about 4.8 L (60-70 mL/kg)" },
      { name: "FEV₁/FVC", range: "> 0.70 (about 0.8)" },
      { name: "A-a gradient (room air)", range: "< 10-15 mm Hg (rises with age)" },
      { name: "PaO₂/FiO₂", range: "> 400 mm Hg" },
      { name: "O₂ consumption", range: "about 250 mL/min (3.5 mL/kg/min)" },
      { name: "Urine output", range: "≥ 0.5 mL/kg/h" },
    ],
  },
];
