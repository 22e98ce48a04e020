/** The journal's folder under content/: one file per entry, named by its slug. */
export const journalFolder = 'diario'
