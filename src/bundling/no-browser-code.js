// Stands in for plugin browser code the site does not need (see gatsby-node.ts).
export {};
