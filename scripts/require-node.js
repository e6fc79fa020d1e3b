// Every npm script starts here. The project brings its own Node (the `node` devDependency puts
// Node 24 first on PATH inside `npm run`); this fails loudly when something else is in charge.
const required = 24;
const major = Number(process.versions.node.split(".")[0]);
if (!(major >= required)) {
  console.error(
    `\nVitrine needs Node ${required} or newer; this script is running on Node ${process.versions.node}.\n` +
      `Run it through npm (\`npm run <script>\`, \`npm start\`, \`npm test\`) after \`npm ci\`:\n` +
      `the project's own Node ${required} (devDependency "node") is then used automatically.\n` +
      `If it is missing, \`npm ci\` did not run the install script of the "node" package.\n`,
  );
  process.exit(1);
}
