"""The build's parts, each a module; `build.py` at the top is the one command that runs them.
Standard library only (the build runs before any venv exists).

- common.py: the project's folders, the error a person can act on, checksums, pip with hashes
- runtime.py: the pinned runtime (runtime.lock.json): fetched once, every file checked; `lock`
- wheel.py: our wheel, built reproducibly by the backend pyproject.toml declares
- assemble.py: site/, assembled in a scratch folder and swapped in whole
- server.py: the loopback server for site/ (the page, the browser tests, the benchmarks)
- testenv.py: .venv-test/, a Chromium and axe-core; pytest's workers
- engines.py: WebKitGTK's WebDriver, Xvfb and Firefox ESR for the cross-engine tier (`test --engines`)
- stamped.py: the one way to install a pinned tool into .cache/ once
- bytecode.py, offline.py, axe.py: the standard library as bytecode, the service worker and
  icons, the accessibility checker
"""
