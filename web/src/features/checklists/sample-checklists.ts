// Sample-only entity: three built-in checklists (no backend call).
export type ChecklistStatus = 'pending' | 'in_progress' | 'completed';
export type ChecklistItem = { text: string; completed: boolean };
export type Checklist = {
  id: number;
  title: string;
  description: string;
  items: ChecklistItem[];
  dueDate: string;
  assignee: string;
  status: ChecklistStatus;
};

export const SAMPLE_CHECKLISTS: readonly Checklist[] = [
  {
    id: 1,
    title: 'Import Documentation Review',
    description:
      'Verify every document required to clear the inbound cocoa shipment through EU customs.',
    items: [
      { text: 'Commercial invoice matches the purchase order', completed: true },
      { text: 'Bill of lading consignee and notify party checked', completed: true },
      { text: 'Certificate of origin issued by the chamber of commerce', completed: true },
      { text: 'Packing list weights reconcile with the invoice', completed: true },
      { text: 'Phytosanitary certificate attached', completed: true },
      { text: 'EUDR due diligence statement reference recorded', completed: false },
      { text: 'Customs declaration lodged with the broker', completed: false },
    ],
    dueDate: '2025-03-21',
    assignee: 'Sarah Chen',
    status: 'in_progress',
  },
  {
    id: 2,
    title: 'Sanctions Screening Procedures',
    description:
      'Quarterly screening of active counterparties against the consolidated watchlists.',
    items: [
      { text: 'Export the active counterparty list', completed: true },
      { text: 'Screen entities against OFAC, EU and UN lists', completed: true },
      { text: 'Review and document potential matches', completed: true },
      { text: 'File the screening evidence', completed: true },
    ],
    dueDate: '2025-03-10',
    assignee: 'Michael Rodriguez',
    status: 'completed',
  },
  {
    id: 3,
    title: 'Export Control Classification',
    description: 'Annual review of dual-use classifications for the electronics product line.',
    items: [
      { text: 'Collect technical specifications from engineering', completed: false },
      { text: 'Determine ECCN for each product', completed: false },
      { text: 'Check licence requirements per destination', completed: false },
      { text: 'Update the classification register', completed: false },
      { text: 'Obtain compliance officer sign-off', completed: false },
    ],
    dueDate: '2025-04-30',
    assignee: 'Emily Watson',
    status: 'pending',
  },
];

/** Completed items over total items, as a rounded percentage (0 for an empty list). */
export const checklistProgress = (items: readonly ChecklistItem[]): number =>
  items.length === 0
    ? 0
    : Math.round((items.filter((item) => item.completed).length / items.length) * 100);
