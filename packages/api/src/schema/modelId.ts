// Without zod and apart from the forms' limits: the marketplace's ad form and filters need only
// this, and a page's script takes nothing else along with it.

/** A model's id (`lintrac-130`, a model page's slug) as forms and filters name it. */
export const modelIdPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;
