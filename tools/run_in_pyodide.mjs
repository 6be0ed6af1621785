// Build time only, never part of the site. Runs main.py of a folder in the site's pinned
// Pyodide under Node, with the folder mounted at /work. tools/bytecode.py uses it to compile
// the standard library with the page's own Python, which the build machine does not have.
//   node run_in_pyodide.mjs <path of pyodide.mjs> <folder>
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideModule, folder] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideModule).href);
const pyodide = await loadPyodide({ indexURL: dirname(pyodideModule) + "/" });
pyodide.mountNodeFS("/work", folder);
pyodide.runPython("import runpy; runpy.run_path('/work/main.py', run_name='__main__')");
