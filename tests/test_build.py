"""The build's parts (tools/): checksums, the wheel, the atomic site, the server's MIME types, the Chromium finder."""

from __future__ import annotations

import base64
import gzip
import hashlib
import html
import io
import json
import os
import re
import shutil
import tarfile
import tomllib
import types
import urllib.request
import zipfile
from pathlib import Path

import pytest

from tools import assemble, common, runtime, server, testenv
from tools import wheel as wheelbuild


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --------------------------------------------------------------------------- fixtures


def make_tgz(path: Path, files: dict[str, bytes]) -> None:
    with tarfile.open(path, "w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def project_toml(root: Path = common.ROOT) -> dict:
    with open(root / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)


# The demo project declares the same backend as ours.
BUILD_SYSTEM = "[build-system]\nrequires = {requires}\nbuild-backend = {backend}\n".format(
    requires=json.dumps(project_toml()["build-system"]["requires"]),
    backend=json.dumps(wheelbuild.build_backend_name()))


def make_project(root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "pyproject.toml").write_text(
        BUILD_SYSTEM + '[project]\nname = "demo-Table"\nversion = "1.2.3"\nrequires-python = ">=3.11"\n'
        '[tool.setuptools.packages.find]\ninclude = ["engine", "engine.*", "web", "web.*"]\n'
        '[tool.setuptools.package-data]\nweb = ["static/*"]\n'
    )
    for path, text in {
        "engine/__init__.py": "X = 1\n",
        "engine/sub/__init__.py": "from .rules import RULE\n",
        "engine/sub/rules.py": "RULE = 2\n",
        "engine/sub/NOTES.md": "not package data\n",
        "engine/__pycache__/x.cpython-311.pyc": "junk",
        "engine/sub/__pycache__/rules.cpython-311.pyc": "junk",
        "web/__init__.py": "",
        "web/worker.py": "def boot():\n    pass\n",
        "web/static/table.css": "body{}\n",
        "index.html": "<!doctype html><title>t</title>\n",
    }.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    return root


@pytest.fixture
def fake_runtime(tmp_path):
    """A lock with one npm-like artefact whose archive already sits in the cache."""
    cache = tmp_path / "cache"
    cache.mkdir()
    files = {"package/a.mjs": b"export const a = 1;\n", "package/b.wasm": b"\0asm", "package/extra.txt": b"x"}
    make_tgz(cache / "fake-1.0.0.tgz", files)
    lock = {
        "artefacts": [{
            "name": "fake", "fetch": "npm", "spec": "fake@1.0.0", "archive": "fake-1.0.0.tgz",
            "archive_sha256": common.sha256_file(cache / "fake-1.0.0.tgz"),
            "select": {"prefix": "package/", "exclude": ["*.txt"]},
            "dest": "runtime/fake",
            "files": {"a.mjs": sha(files["package/a.mjs"]), "b.wasm": sha(files["package/b.wasm"])},
        }],
    }
    lock_path = tmp_path / "runtime.lock.json"
    lock_path.write_text(json.dumps(lock))
    return lock_path, cache


# --------------------------------------------------------------------------- checksums


def test_checksum_mismatch_names_the_file_both_hashes_and_what_to_do():
    with pytest.raises(common.BuildError) as caught:
        runtime.check_sha256("pyodide.asm.wasm from pyodide-314.0.7.tgz", b"tampered", "0" * 64, "Delete it.")
    message = str(caught.value)
    assert "pyodide.asm.wasm" in message
    assert "0" * 64 in message
    assert sha(b"tampered") in message
    assert "Delete it." in message
    assert "Nothing was built" in message


def test_damaged_cached_archive_is_refused_with_a_remedy(fake_runtime):
    lock_path, cache = fake_runtime
    artefact = runtime.load_lock(lock_path)["artefacts"][0]
    (cache / "fake-1.0.0.tgz").write_bytes(b"not the archive")
    with pytest.raises(common.BuildError) as caught:
        runtime.fetch_artefact(artefact, cache)
    message = str(caught.value)
    assert "fake-1.0.0.tgz" in message and artefact["archive_sha256"] in message
    assert sha(b"not the archive") in message
    assert "rm " in message  # says what to do


def test_bad_download_is_not_kept_in_the_cache(tmp_path, monkeypatch):
    artefact = {"name": "w", "fetch": "pip", "spec": "w==1", "archive": "w-1-py3-none-any.whl",
                "archive_sha256": "1" * 64, "dest": "runtime/x", "files": {}}

    def fake_download(artefact, into):
        path = into / artefact["archive"]
        path.write_bytes(b"evil")
        return path

    monkeypatch.setattr(runtime, "download_artefact", fake_download)
    with pytest.raises(common.BuildError, match="as just downloaded"):
        runtime.fetch_artefact(artefact, tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_a_file_inside_the_archive_is_checked_too(fake_runtime):
    lock_path, cache = fake_runtime
    lock = runtime.load_lock(lock_path)
    lock["artefacts"][0]["files"]["a.mjs"] = "2" * 64
    with pytest.raises(common.BuildError) as caught:
        runtime.runtime_files(lock, cache)
    assert "a.mjs" in str(caught.value) and "2" * 64 in str(caught.value)


def test_runtime_files_are_exactly_the_listed_ones(fake_runtime):
    lock_path, cache = fake_runtime
    files = runtime.runtime_files(runtime.load_lock(lock_path), cache)
    assert sorted(files) == ["runtime/fake/a.mjs", "runtime/fake/b.wasm"]


def test_pyodide_lock_patch_changes_only_the_hash():
    original = json.dumps({"info": {}, "packages": {
        "micropip": {"file_name": "micropip-0.11.1-py3-none-any.whl", "sha256": "a" * 64},
        "other": {"file_name": "o.whl", "sha256": "b" * 64}}}).encode()
    patched = runtime.patch_pyodide_lock(original, "micropip", "micropip-0.11.1-py3-none-any.whl", "c" * 64)
    assert patched == original.replace(b"a" * 64, b"c" * 64)
    with pytest.raises(common.BuildError):
        runtime.patch_pyodide_lock(original, "micropip", "micropip-9.9-py3-none-any.whl", "c" * 64)


def test_the_repository_lock_pins_everything_the_page_needs():
    lock = runtime.load_lock()
    by_name = {a["name"]: a for a in lock["artefacts"]}
    assert by_name["pyodide"]["spec"] == "pyodide@314.0.7"
    assert by_name["pyscript"]["spec"] == "@pyscript/core@0.7.31"
    assert by_name["micropip"]["spec"] == "micropip==0.11.1"
    assert {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
            "pyodide-lock.json"} <= set(by_name["pyodide"]["files"])
    assert {"core.js", "core.css"} <= set(by_name["pyscript"]["files"])
    assert not any(name.endswith(".map") for name in by_name["pyscript"]["files"])
    hashes = [a["archive_sha256"] for a in lock["artefacts"]] + [lock["patch"]["shipped_sha256"]]
    hashes += [h for a in lock["artefacts"] for h in a["files"].values()]
    assert all(len(h) == 64 and int(h, 16) >= 0 for h in hashes)


# --------------------------------------------------------------------------- the wheel


def backend_pin() -> str:
    """`name==version` of the backend pyproject.toml declares (one requirement, pinned exactly)."""
    (requirement,) = project_toml()["build-system"]["requires"]
    return requirement


def test_the_declared_backend_is_pinned_exactly_and_with_hashes():
    system = project_toml()["build-system"]
    assert system["build-backend"] == "setuptools.build_meta"
    assert re.fullmatch(r"setuptools==\d+(\.\d+)*", backend_pin())
    text = wheelbuild.BUILD_REQUIREMENTS.read_text()
    blocks = re.findall(r"^([A-Za-z0-9_.-]+==\S+)((?:\s*\\\n\s*--hash=sha256:[0-9a-f]{64})+)", text, re.M)
    assert [pin for pin, _hashes in blocks] == [backend_pin()]  # requirements/build.txt is up to date
    assert "--only-build-deps" in text  # generated from pyproject.toml, as its header says


def test_the_backend_is_installed_once_and_again_only_when_its_pins_change(tmp_path, monkeypatch):
    requirements = tmp_path / "build.txt"
    requirements.write_text("setuptools==1 --hash=sha256:" + "0" * 64 + "\n")
    installs = []

    def fake_install(python, reqs, what, *options):
        installs.append(reqs.read_text())
        target = Path(options[options.index("--target") + 1])
        (target / "backend.py").write_text(reqs.read_text())

    monkeypatch.setattr(common, "pip_install", fake_install)
    target = tmp_path / "cache" / "build-backend"
    for _ in range(2):
        assert wheelbuild.ensure_build_backend(target, requirements) == target
    assert len(installs) == 1  # the second build (a second `build.py serve`) asks no registry
    requirements.write_text("setuptools==2 --hash=sha256:" + "1" * 64 + "\n")
    wheelbuild.ensure_build_backend(target, requirements)
    assert len(installs) == 2 and (target / "backend.py").read_text().startswith("setuptools==2")
    assert sorted(p.name for p in target.parent.iterdir()) == ["build-backend"]  # no partial install left


def test_wheel_contents_metadata_and_record(tmp_path):
    root = make_project(tmp_path / "proj")
    wheel = wheelbuild.build_wheel(tmp_path / "out", root)
    assert wheel.name == "demo_table-1.2.3-py3-none-any.whl"
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [wheel.name]
    assert not (root / "build").exists() and not list(root.glob("*.egg-info"))  # the backend works on a copy
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert names[:6] == ["engine/__init__.py", "engine/sub/__init__.py", "engine/sub/rules.py",
                             "web/__init__.py", "web/worker.py", "web/static/table.css"]
        assert not any("__pycache__" in name or name.endswith(".pyc") for name in names)
        assert "engine/sub/NOTES.md" not in names  # neither Python nor declared package data
        assert names[-1] == "demo_table-1.2.3.dist-info/RECORD"
        metadata = archive.read("demo_table-1.2.3.dist-info/METADATA").decode()
        assert "Name: demo-Table\n" in metadata and "Version: 1.2.3\n" in metadata
        assert "Requires-Python: >=3.11\n" in metadata
        wheel_file = archive.read("demo_table-1.2.3.dist-info/WHEEL").decode()
        assert "Root-Is-Purelib: true" in wheel_file and "Tag: py3-none-any" in wheel_file
        name, version = backend_pin().split("==")
        assert f"Generator: {name} ({version})\n" in wheel_file  # built by the pinned backend itself
        record = archive.read("demo_table-1.2.3.dist-info/RECORD").decode().splitlines()
        assert len(record) == len(names)
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if name.endswith("RECORD"):
                assert digest == size == ""
                continue
            data = archive.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={expected}" and int(size) == len(data)
        infos = archive.infolist()
        assert all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in infos)
        assert {info.external_attr >> 16 for info in infos if not info.filename.endswith("RECORD")} == {0o100644}


def test_wheel_is_deterministic(tmp_path, monkeypatch):
    root = make_project(tmp_path / "proj")
    first = wheelbuild.build_wheel(tmp_path / "one", root).read_bytes()
    # Another checkout: elsewhere, other times, other modes, another umask, a caller's SOURCE_DATE_EPOCH.
    other = tmp_path / "elsewhere" / "checkout"
    shutil.copytree(root, other)
    for path in other.rglob("*"):
        os.utime(path, (1_700_000_000, 1_700_000_000))
    (other / "engine" / "__init__.py").chmod(0o755)
    (other / "web" / "worker.py").chmod(0o664)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    umask = os.umask(0o002)
    try:
        second = wheelbuild.build_wheel(tmp_path / "two", other).read_bytes()
    finally:
        os.umask(umask)
    assert first == second


def test_the_backends_failure_is_reported_and_builds_nothing(tmp_path):
    root = make_project(tmp_path / "proj")
    toml = root / "pyproject.toml"
    toml.write_text(toml.read_text().replace('version = "1.2.3"\n', ""))  # no version: the backend refuses
    with pytest.raises(common.BuildError) as caught:
        wheelbuild.build_wheel(tmp_path / "out", root)
    assert "setuptools.build_meta" in str(caught.value) and "version" in str(caught.value)
    assert list((tmp_path / "out").iterdir()) == []


def test_the_real_wheel_holds_our_packages_and_their_data(tmp_path):
    wheel = wheelbuild.build_wheel(tmp_path)
    assert wheel.name == "newworld_table-0.1.0-py3-none-any.whl"
    names = zipfile.ZipFile(wheel).namelist()
    for package in ("engine", "ai", "web"):
        assert f"{package}/__init__.py" in names
    assert "web/worker.py" in names
    # The page links its stylesheets from site/static/; a copy in the wheel would only be downloaded.
    assert not [name for name in names if name.startswith("web/static/")]
    assert {name.split("/")[0] for name in names} == {"engine", "ai", "web", "newworld_table-0.1.0.dist-info"}


def test_pyscript_config_unpacks_our_archives_in_the_worker():
    files = assemble.pyscript_config("runtime/p.1/pyodide.mjs", ["app/a.1.zip", "app/b.2.zip"])
    assert files == {"interpreter": "./runtime/p.1/pyodide.mjs",
                     "files": {"./app/a.1.zip": "./*", "./app/b.2.zip": "./*"}}


# --------------------------------------------------------------------------- the site


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


PYSCRIPT_FILES = {
    "core.js": b'export{a}from"./core-Ab_1.js";',
    "core-Ab_1.js": b'const p={error:()=>import("./error-Cd_2.js"),"py-editor":()=>import("./py-editor-Ef_3.js")};'
                    b'const c=()=>import("./codemirror-Gh_4.js");',
    "error-Cd_2.js": b'import{x}from"./core-Ab_1.js";',
    "py-editor-Ef_3.js": b'import"./core-Ab_1.js";',
    "codemirror-Gh_4.js": b"export const editor = 1;",
    "core.css": b"py-script{display:none}",
}
PYODIDE_FILES = {"pyodide.mjs": b"export const load = 1;", "pyodide.asm.mjs": b"x", "pyodide.asm.wasm": b"\0asm",
                 "pyodide-lock.json": b"{}"}
MICROPYTHON_FILES = {"micropython.mjs": b"export default 1;", "micropython.wasm": b"\0asm"}


@pytest.fixture
def page_runtime(tmp_path):
    """A lock whose npm-like artefacts hold PyScript's, Pyodide's and MicroPython's files (no
    standard library: nothing to compile), their archives already in the cache."""
    cache = tmp_path / "cache"
    cache.mkdir()
    artefacts = []
    for name, dest, files in (("pyscript", "runtime/pyscript", PYSCRIPT_FILES),
                              ("pyodide", "runtime/pyodide", PYODIDE_FILES),
                              ("micropython", "runtime/micropython", MICROPYTHON_FILES)):
        make_tgz(cache / f"{name}-1.tgz", {f"package/{rel}": data for rel, data in files.items()})
        artefacts.append({"name": name, "fetch": "npm", "spec": f"{name}@1", "archive": f"{name}-1.tgz",
                          "archive_sha256": common.sha256_file(cache / f"{name}-1.tgz"),
                          "select": {"prefix": "package/"}, "dest": dest,
                          "files": {rel: sha(data) for rel, data in files.items()}})
    lock_path = tmp_path / "runtime.lock.json"
    lock_path.write_text(json.dumps({"artefacts": artefacts}))
    return lock_path, cache


def make_page_project(root: Path) -> Path:
    make_project(root)
    (root / "index.html").write_text((common.ROOT / "index.html").read_text().replace(
        "<!--first-paint", "<!--no-first-paint"))
    (root / "web" / "static" / "games").mkdir(parents=True)
    (root / "web" / "static" / "games" / "g.css").write_text(".g { color: red; }\n")
    (root / "tools").mkdir()
    (root / "tools" / "stdlib_imports.txt").write_text("# none\n")
    (root / "engine" / "cli.py").write_text("import engine\n")  # a command line's: the page never imports it
    # The main side's modules (inline in the page) and the early home screen's data, as stand-ins.
    for name in assemble.MAIN_SIDE:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"# {name}\n")
    (root / "web" / "first_paint.py").write_text("def home_data():\n    return '{}'\n")
    return root


def test_site_assembly(tmp_path, page_runtime):
    lock_path, cache = page_runtime
    root = make_page_project(tmp_path / "proj")
    site = tmp_path / "out" / "site"
    assemble.assemble_site(site, root, lock_path, cache)
    files = {name: data for name, data in snapshot(site).items() if not name.endswith((".br", ".gz"))}
    # Every file but index.html and sw.js is named by its content; PyScript's editor chunks, not
    # loaded by the page, are left out, and its stylesheet and ours are inside index.html.
    assert {name for name in files if not common.is_content_named(name)} == {"index.html", "sw.js"}
    pyscript = sorted(name.split("/", 2)[2] for name in files if name.startswith("runtime/pyscript."))
    assert pyscript == ["core-Ab_1.js", "core.js", "error-Cd_2.js", "py-editor-Ef_3.js"]
    page = files["index.html"].decode()
    assert "py-script{display:none}" in page and 'href="./static/table.css"' not in page and "./main.py" not in page
    # The service worker keeps exactly the site's files: index.html under its md5, the rest
    # (named by their content) with no revision, so that the browser's HTTP cache answers it.
    precached = dict(re.findall(r'\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}', files["sw.js"].decode()))
    assert precached.pop("index.html") == f'"{hashlib.md5(files["index.html"]).hexdigest()}"'
    assert precached == {name: "null" for name in files if name not in ("index.html", "sw.js")}
    # Our code is in archives, the table's and one a game's (engine/sub/ is the demo's "game"),
    # stored, so that HTTP compression works.
    archives = sorted(name for name in files if name.startswith("app/"))
    assert [name.split("/")[1].split(".")[0] for name in archives] == ["sub", "table"]
    with zipfile.ZipFile(io.BytesIO(files[archives[0]])) as archive:
        assert sorted(archive.namelist()) == ["engine/sub/__init__.py", "engine/sub/rules.py"]
    with zipfile.ZipFile(io.BytesIO(files[archives[1]])) as archive:
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
        assets = json.loads(archive.read("web/assets.json"))
        assert "web/worker.py" in archive.namelist() and "engine/cli.py" not in archive.namelist()
    assert assets == {"static/games/g.css": next(n for n in files if n.startswith("static/games/g."))}
    assert "./app/" in page and html.unescape(page).count('"./*"') == len(archives)
    # A large file has its precompressed copies beside it.
    assert (site / "index.html.gz").is_file() and (site / "index.html.br").is_file()
    assert gzip.decompress((site / "index.html.gz").read_bytes()) == files["index.html"]
    assert os.listdir(site.parent) == ["site"]


def test_the_first_paint_is_the_home_screen_drawn_at_build_time():
    from web.first_paint import home_markup

    index = (common.ROOT / "index.html").read_text(encoding="utf-8")
    drawn = assemble.with_first_paint(index)
    assert home_markup() in drawn and 'data-action="start"' in drawn
    assert drawn.count("<!--first-paint") == 1 and drawn.count("<!--/first-paint-->") == 1
    assert 'class="loading"' in index and 'class="loading"' not in drawn  # the plain notice is replaced
    assert assemble.with_first_paint(drawn) == drawn  # drawing again changes nothing
    assert assemble.with_first_paint("<main id=app></main>") == "<main id=app></main>"  # no marks: as it is


def test_the_page_preloads_what_it_fetches_before_python_runs():
    links = assemble.preload_links(["r/core-Ab_1.js", "r/pyodide.mjs"], ["r/pyodide.asm.wasm", "app/t.1.zip"])
    assert 'rel="modulepreload" href="./r/pyodide.mjs"' in links
    # fetch()ed files: `crossorigin`, so that the preload's credentials match fetch()'s and it is used
    assert '<link rel="preload" href="./r/pyodide.asm.wasm" as="fetch" crossorigin>' in links
    assert '<link rel="preload" href="./app/t.1.zip" as="fetch" crossorigin>' in links


def test_the_pyscript_files_shipped_are_core_and_its_plugins():
    assert assemble.pyscript_files(PYSCRIPT_FILES) == ["core-Ab_1.js", "core.js", "error-Cd_2.js", "py-editor-Ef_3.js"]
    with pytest.raises(common.BuildError, match="core-"):
        assemble.pyscript_files({**PYSCRIPT_FILES, "core.js": b"export{a}from'./x.js'"})


def test_the_built_page_preloads_only_files_of_the_site():
    site = common.ROOT / "site"
    if not (site / "index.html").is_file():
        pytest.skip("site/ is not built (python3 build.py serve --no-serve)")
    page = (site / "index.html").read_text(encoding="utf-8")
    hrefs = re.findall(r'<link rel="(?:module)?preload" href="\./([^"]+)"', page)
    assert len(hrefs) >= 8 and "<!--preload" not in page
    # Not pyodide.asm.mjs as a module: parsed at once when so preloaded, it would delay the first
    # paint (the page whose Python runs in a worker fetches it early as bytes, for the worker).
    assert not re.search(r'rel="modulepreload" href="[^"]*pyodide\.asm\.mjs"', page)
    assert [h for h in hrefs if not (site / h).is_file()] == []


def test_the_main_side_gives_the_browser_its_turn_before_it_runs(tmp_path, page_runtime):
    """PyScript's and MicroPython's own start is one long task; the main side's script yields
    first, so that its own work is a frame of its own (docs/figures.md, "A shared link's table")."""
    lock_path, cache = page_runtime
    site = assemble.assemble_site(tmp_path / "site", make_page_project(tmp_path / "proj"), lock_path, cache,
                                  with_offline=False)
    page = (site / "index.html").read_text(encoding="utf-8")
    script = re.search(r'<script type="mpy"[^>]*>\n(.*?)</script>', page, re.S)
    assert script is not None and script.group(1).startswith(assemble.MAIN_SIDE_FIRST)
    assert script.group(1).endswith(assemble.MAIN_SIDE_START)


def test_failed_checksum_leaves_the_old_site_untouched(tmp_path, page_runtime):
    lock_path, cache = page_runtime
    root = make_page_project(tmp_path / "proj")
    site = tmp_path / "out" / "site"
    assemble.assemble_site(site, root, lock_path, cache, with_offline=False)
    before = snapshot(site)
    (root / "index.html").write_text("changed\n")
    make_tgz(cache / "pyodide-1.tgz", {"package/pyodide.mjs": b"evil"})  # the cache changed
    with pytest.raises(common.BuildError, match="checksum mismatch"):
        assemble.assemble_site(site, root, lock_path, cache, with_offline=False)
    assert snapshot(site) == before
    assert os.listdir(site.parent) == ["site"]


def test_failure_midway_leaves_no_half_built_site(tmp_path, page_runtime):
    lock_path, cache = page_runtime
    root = make_page_project(tmp_path / "proj")
    site = tmp_path / "out" / "site"
    assemble.assemble_site(site, root, lock_path, cache, with_offline=False)
    before = snapshot(site)
    (root / "web" / "worker.py").unlink()  # the wheel lacks what the worker imports: found after staging began
    with pytest.raises(common.BuildError, match=r"no web/worker\.py"):
        assemble.assemble_site(site, root, lock_path, cache, with_offline=False)
    assert snapshot(site) == before
    assert os.listdir(site.parent) == ["site"]


def test_server_mime_types_and_mounts(tmp_path):
    site = tmp_path / "site"
    extra = tmp_path / "extra"
    site.mkdir()
    extra.mkdir()
    for name in ("a.mjs", "b.wasm", "c.whl", "d.json", "e.html"):
        (site / name).write_bytes(b"x")
    (extra / "page.html").write_text("mounted")
    expected = {"a.mjs": "text/javascript", "b.wasm": "application/wasm", "c.whl": "application/zip",
                "d.json": "application/json", "e.html": "text/html"}
    with server.serving(site, mounts={"/bench/": extra}) as url:
        assert url.startswith("http://127.0.0.1:")
        for name, mime in expected.items():
            with urllib.request.urlopen(url + name) as response:
                assert response.headers["Content-Type"].split(";")[0] == mime
        with urllib.request.urlopen(url + "bench/page.html") as response:
            assert response.read() == b"mounted"


# --------------------------------------------------------------------------- Chromium


@pytest.fixture
def no_chromium(tmp_path, monkeypatch):
    """No browser anywhere (no variable, no /usr/bin/chromium, nothing on the PATH); returns a
    maker of fake browsers at paths under tmp_path."""
    for variable in ("CHROMIUM", "PLAYWRIGHT_CHROMIUM_EXECUTABLE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(testenv, "SYSTEM_CHROMIUM", tmp_path / "usr-bin" / "chromium")
    monkeypatch.setenv("PATH", str(tmp_path / "path"))

    def make(where: str) -> str:
        path = tmp_path / where
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("#!/bin/sh\n")
        path.chmod(0o755)
        return str(path)

    return make


def test_chromium_is_found_in_one_order(no_chromium, monkeypatch):
    assert testenv.find_chromium() is None  # then Playwright's own browser, if installed
    on_path = no_chromium("path/chromium")
    assert testenv.find_chromium() == on_path
    system = no_chromium("usr-bin/chromium")
    assert testenv.find_chromium() == system
    playwright = no_chromium("playwright/chrome")
    monkeypatch.setenv("PLAYWRIGHT_CHROMIUM_EXECUTABLE", playwright)
    monkeypatch.setenv("CHROMIUM", "")  # empty: as if unset
    assert testenv.find_chromium() == playwright
    chosen = no_chromium("chosen/chromium")
    monkeypatch.setenv("CHROMIUM", chosen)
    assert testenv.find_chromium() == chosen


def test_a_named_chromium_that_does_not_exist_is_refused(no_chromium, monkeypatch, tmp_path):
    no_chromium("usr-bin/chromium")
    monkeypatch.setenv("PLAYWRIGHT_CHROMIUM_EXECUTABLE", str(tmp_path / "nowhere"))
    with pytest.raises(common.BuildError, match=r"\$PLAYWRIGHT_CHROMIUM_EXECUTABLE is .*nowhere"):
        testenv.find_chromium()


def test_the_tests_launch_the_chromium_build_finds(no_chromium, monkeypatch):
    from tests import browser_support

    assert not hasattr(browser_support, "chromium_executable")  # one finder, not two
    launched = []
    playwright = types.SimpleNamespace(chromium=types.SimpleNamespace(
        launch=lambda **options: launched.append(options) or "browser"))
    browser = browser_support.launch_chromium(playwright)
    shutil.rmtree(browser._logs)
    assert browser._browser == "browser"
    assert "executable_path" not in launched[-1]  # none found: Playwright's own browser
    chosen = no_chromium("chosen/chromium")
    monkeypatch.setenv("CHROMIUM", chosen)
    shutil.rmtree(browser_support.launch_chromium(playwright)._logs)
    assert launched[-1]["executable_path"] == chosen and launched[-1]["headless"] is True


def test_a_chromium_whose_page_crashed_is_renewed_and_its_log_says_how_the_renderer_died(monkeypatch):
    """``Browser.renew`` closes the Chromium and launches another the same way (the e2e
    fixtures call it after a test in which a renderer crashed). The crashed one's log is
    read once it has closed (Chromium writes its histograms then) and kept; a log with no
    crash in it is removed."""
    from tests import browser_support

    launched, closed = [], []
    monkeypatch.setattr(browser_support, "CRASH_CAUSES", [])

    class Chromium:
        def __init__(self, log):
            self.log = log

        def close(self):
            closed.append(self.log)
            self.log.write_text("Histogram: CrashExitCodes.Renderer recorded 1 samples (flags = 0x1)\n"
                                "11  -O                            (1 = 100.0%)\n\n")

    def log_file(options) -> str:
        return next(arg for arg in options["args"] if arg.startswith("--log-file="))

    def launch(**options):
        launched.append(options)
        return Chromium(Path(log_file(options).removeprefix("--log-file=")))

    playwright = types.SimpleNamespace(chromium=types.SimpleNamespace(launch=launch))
    browser = browser_support.launch_chromium(playwright)
    first, first_chromium = browser.log, browser._browser
    browser.crashed = True
    browser.renew()
    assert closed == [first] and browser._browser.log == browser.log != first and not browser.crashed
    assert browser.log_of(first_chromium) == first and browser.log_of(browser._browser) == browser.log
    first_args, again = ([arg for arg in options["args"] if arg != log_file(options)] for options in launched)
    assert first_args == again and "--enable-logging" in again
    assert browser_support.CRASH_CAUSES == [
        f"1 renderer(s) crashed with exit code 11 (SIGSEGV: a bad memory access) (Chromium's log: {first})"]
    assert first.exists()
    browser.close()
    assert not browser.log.exists() and first.exists() and len(browser_support.CRASH_CAUSES) == 1
    shutil.rmtree(first.parent)


def test_the_stylesheets_are_inlined_so_that_the_first_paint_waits_for_no_other_file():
    page = '<head>\n  <link rel="stylesheet" href="./static/t.css">\n</head>'
    assert assemble.inline_stylesheets(page, {"static/t.css": b"body { color: red; }\n"}) == \
        '<head>\n  <style>/* static/t.css */\nbody { color: red; }\n</style>\n</head>'
    with pytest.raises(common.BuildError, match="cannot be inlined"):
        assemble.inline_stylesheets(page, {"static/t.css": b"body { background: url(x.png); }"})
    with pytest.raises(common.BuildError, match="does not have"):
        assemble.inline_stylesheets(page, {})


def test_the_built_page_links_no_stylesheet_and_holds_the_shared_one():
    site = common.ROOT / "site"
    if not (site / "index.html").is_file():
        pytest.skip("site/ is not built (python3 build.py serve --no-serve)")
    page = (site / "index.html").read_text(encoding="utf-8")
    assert 'rel="stylesheet"' not in page
    assert (common.ROOT / "web" / "static" / "table.css").read_text(encoding="utf-8").strip() in page


def test_the_suite_runs_on_two_workers_with_the_browser_tests_together_unless_told_otherwise():
    assert testenv.worker_options([], cpus=2) == ["-n", "2", "--dist", "loadgroup"]
    assert testenv.worker_options(["-q", "tests/web"], cpus=8) == ["-n", "2", "--dist", "loadgroup"]
    assert testenv.worker_options([], cpus=1) == []
    for own in (["-n", "0"], ["-n0"], ["--numprocesses=3"], ["--pdb"]):
        assert testenv.worker_options(["-q", *own], cpus=2) == []


def test_the_browser_tests_of_a_file_share_one_worker_and_all_share_one_seed():
    import tests.conftest as shared

    assert os.environ[shared.SEED_VARIABLE] == str(shared.SEED)  # what the workers inherit

    browser, same_file, other_file, other = (
        Item("tests/e2e/test_table.py::test_x"), Item("tests/e2e/test_table.py::test_z[a]"),
        Item("tests/e2e/test_site.py::test_x"), Item("tests/web/test_patch.py::test_y"))
    shared.pytest_collection_modifyitems(Config(fast=False), [browser, same_file, other_file, other])
    assert [(m.name, m.args) for m in browser.marks] == [("e2e", ()), ("xdist_group", ("browser:test_table.py",))]
    assert same_file.marks == browser.marks
    assert [(m.name, m.args) for m in other_file.marks] == [("e2e", ()), ("xdist_group", ("browser:test_site.py",))]
    assert other.marks == []


class Item:
    """A collected test as the collection hook sees it."""

    def __init__(self, nodeid, marks=()):
        self.nodeid, self.marks = nodeid, list(marks)

    def add_marker(self, mark):
        self.marks.append(mark.mark)

    def get_closest_marker(self, name):
        return next((m for m in self.marks if m.name == name), None)


class Config:
    """pytest's config as the collection hook reads it: ``--fast``, and where deselected tests are reported."""

    def __init__(self, fast):
        self.fast, self.deselected = fast, []
        self.hook = self

    def getoption(self, name):
        return self.fast if name == "fast" else None

    def pytest_deselected(self, items):
        self.deselected += items


def test_the_fast_tier_leaves_out_what_is_marked_thorough_and_the_default_run_keeps_it():
    import tests.conftest as shared

    for fast in (True, False):
        kept, thorough = Item("tests/contract/test_contract.py::test_a[x]"), Item(
            "tests/contract/test_contract.py::test_a[y]", [pytest.mark.thorough.mark])
        items, config = [kept, thorough], Config(fast)
        shared.pytest_collection_modifyitems(config, items)
        assert items == ([kept] if fast else [kept, thorough])
        assert config.deselected == ([thorough] if fast else [])


def test_build_py_is_the_one_entry_point_and_keeps_the_names_others_import():
    import build

    for name in build.__all__:  # bench/, tests/e2e and tests/browser_support read these
        assert getattr(build, name) is not None
    assert build.serving is server.serving and build.runtime_files is runtime.runtime_files
    assert build.SITE_DIR == assemble.SITE_DIR == common.ROOT / "site"
    for command in ("serve", "test", "fuzz", "bench", "lock"):
        with pytest.raises(SystemExit) as done:
            build.main([command, "--help"] if command in ("serve", "bench", "lock") else [command, "++help"])
        assert done.value.code == 0
