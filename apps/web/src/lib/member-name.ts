/** How the site names a member everywhere: title, first and last name ("Dr. Dana Abbott"). */
export const memberName = (m: { title: string; firstName: string; lastName: string }) =>
  `${m.title} ${m.firstName} ${m.lastName}`;
