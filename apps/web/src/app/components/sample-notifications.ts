/** Spec §2: the notifications dropdown shows hard-coded sample entries, not real data (issue 9 replaces them). */
export const SAMPLE_NOTIFICATIONS = [
  {
    id: 'sample-price-drop',
    title: 'Price drop on a saved home',
    message: 'A home you saved dropped its price by $15,000.',
    time: '2 hours ago',
  },
  {
    id: 'sample-new-listing',
    title: 'New listing matches your search',
    message: 'A 3-bedroom house under $500K was just listed.',
    time: 'Yesterday',
  },
  {
    id: 'sample-viewing',
    title: 'Viewing confirmed',
    message: 'Your viewing on Saturday at 10:00 is confirmed.',
    time: '3 days ago',
  },
] as const;
