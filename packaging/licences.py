"""The licences of what an installer bundle carries: resources/licenses/components.toml says which
component each bundled file belongs to and which texts in resources/licenses/ cover it.

    python packaging/licences.py check BUNDLE_DIR        # every bundled binary and font has its licence text
    python packaging/licences.py debian-copyright        # the .deb's /usr/share/doc/dawnofempires/copyright
    python packaging/licences.py build-info              # BUILD.txt: versions and source addresses of this build

Used by the PyInstaller spec (check, build-info), packaging/build-linux.sh (debian-copyright) and
tests/test_packaging.py. Standard library only: the spec and the build scripts import it.
"""
from __future__ import annotations

import fnmatch
import os
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENCES = ROOT / "resources" / "licenses"
# Where the licence folder lands inside the one-folder bundle (resources/ is collected as `resources`).
BUNDLE_LICENCES = Path("_internal") / "resources" / "licenses"
FONT_SUFFIXES = (".ttf", ".otf", ".woff", ".woff2", ".pfb")
MAGICS = (
    b"\x7fELF",  # Linux
    b"MZ",  # Windows .exe, .dll, .pyd
    b"\xfe\xed\xfa\xce", b"\xfe\xed\xfa\xcf", b"\xce\xfa\xed\xfe", b"\xcf\xfa\xed\xfe",  # Mach-O
    b"\xca\xfe\xba\xbe",  # Mach-O universal
)
# Debian's /usr/share/common-licenses names (the .deb's copyright refers to those instead of copying them).
DEBIAN_COMMON = {"Apache-2.0", "Artistic", "CC0-1.0", "GFDL-1.2", "GPL-1", "GPL-2", "GPL-3", "LGPL-2", "LGPL-2.1",
                 "LGPL-3", "MPL-2.0"}


@dataclass(frozen=True)
class Component:
    name: str
    licence: str
    texts: tuple[str, ...]
    files: tuple[str, ...]
    debian: tuple[str, ...] = ()
    note: str = ""
    source: str = ""

    def claims(self, relpath: str) -> bool:
        path = relpath.replace(os.sep, "/").lower()
        return any(fnmatch.fnmatchcase(path, pattern) for pattern in self.files)


def components(folder: Path = LICENCES) -> list[Component]:
    data = tomllib.loads((folder / "components.toml").read_text(encoding="utf-8"))
    return [
        Component(
            name=c["name"], licence=c["licence"], texts=tuple(c["texts"]), files=tuple(c.get("files", ())),
            debian=tuple(c.get("debian", ())), note=c.get("note", ""), source=c.get("source", ""),
        )
        for c in data["component"]
    ]


def source_problems(folder: Path = LICENCES) -> list[str]:
    """What is wrong with the licence folder itself: a text named but missing or empty, a text nobody names."""
    problems = []
    named = set()
    for component in components(folder):
        if not component.texts:
            problems.append(f"{component.name}: no licence text named")
        for text in component.texts:
            named.add(text)
            path = folder / text
            if not path.is_file() or path.stat().st_size < 200:
                problems.append(f"{component.name}: {text} is missing or empty in {folder}")
        if component.licence.startswith(("LGPL", "GPL")) and not component.source.startswith("http"):
            problems.append(f"{component.name}: a (L)GPL component must say where its source is")
    for path in sorted(folder.rglob("*.txt")):
        rel = path.relative_to(folder).as_posix()
        # common/ holds the texts that Debian's copyright files in debian/ refer to by name
        if rel not in named and rel != "BUILD.txt" and not rel.startswith("common/"):
            problems.append(f"{rel} is in {folder} but no component names it (components.toml)")
    return problems


def is_checked(path: Path) -> bool:
    """A file whose licence must be known: a program or shared library (by its first bytes) or a font."""
    if path.is_symlink() or not path.is_file():
        return False
    if path.suffix.lower() in FONT_SUFFIXES:
        return True
    try:
        with path.open("rb") as handle:
            head = handle.read(4)
    except OSError:
        return False
    return any(head.startswith(magic) for magic in MAGICS)


def bundle_problems(bundle: Path, licences: Path | None = None) -> list[str]:
    """Every checked file of `bundle` belongs to a component, and that component's texts are in the bundle."""
    bundle = Path(bundle)
    licences = licences or bundle / BUNDLE_LICENCES
    known = components(licences if (licences / "components.toml").exists() else LICENCES)
    problems = []
    used: set[str] = set()
    for path in sorted(bundle.rglob("*")):
        rel = path.relative_to(bundle).as_posix()
        if not is_checked(path):
            continue
        owners = [c for c in known if c.claims(rel)]
        if not owners:
            problems.append(f"{rel}: no licence known (add its component and text to resources/licenses/components.toml)")
        used.update(c.name for c in owners)
    for component in known:
        if component.name in used or not component.files:
            for text in component.texts:
                if not (licences / text).is_file():
                    problems.append(f"{component.name}: {text} is not in {licences}")
    return problems


def debian_copyright(package: str = "dawnofempires", folder: Path = LICENCES) -> str:
    """The .deb's /usr/share/doc/<package>/copyright (plain text, Debian Policy 12.5): the program's MIT
    licence, then each bundled component, where its full licence text is, and where its source is."""
    opt = f"/opt/{package}"
    lines = [
        "Dawn of Empires (dawnofempires_gui)",
        "",
        "The program: Copyright (c) the dawnofempires_gui team, under the MIT licence (at the end).",
        "",
        f"The bundle in {opt} also carries the components below, each under its own licence.",
        f"Their full licence texts are in {opt}/licenses/ (README.md there lists them); where a",
        "licence is one of Debian's common licences, its text is also in /usr/share/common-licenses/.",
        f"The exact versions and the addresses of their source code: {opt}/licenses/BUILD.txt.",
        "",
    ]
    for component in components(folder):
        if component.name.startswith("Microsoft"):  # Windows only
            continue
        lines.append(f"* {component.name}: {component.licence}")
        lines.append(f"  Texts: {', '.join(f'{opt}/licenses/{t}' for t in component.texts)}")
        common = [f"/usr/share/common-licenses/{name}" for name in component.debian if name in DEBIAN_COMMON]
        if common:
            lines.append(f"  On Debian systems also: {', '.join(common)}")
        if component.source and component.source != "-":
            lines.append(f"  Source: {component.source}")
        if component.note:
            lines.append(f"  {component.note}")
        lines.append("")
    lines += ["The program's licence (MIT):", ""]
    lines += (ROOT / "LICENSE").read_text(encoding="utf-8").rstrip("\n").splitlines()
    return "\n".join(lines) + "\n"


def build_info() -> str:
    """BUILD.txt: the versions this bundle was built from and where each (L)GPL component's source is."""
    from importlib import metadata

    def version(dist: str) -> str:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return "not installed"

    try:
        from PySide6.QtCore import qVersion

        qt = qVersion()
    except Exception:  # the build still runs; say so
        qt = "unknown"
    pyside = version("PySide6-Essentials")
    if pyside == "not installed":
        pyside = version("PySide6")
    major_minor = ".".join(qt.split(".")[:2])
    py = ".".join(map(str, sys.version_info[:3]))
    return "\n".join([
        "What this bundle was built from",
        "===============================",
        "",
        f"Python            {py}  ({sys.platform})  source: https://www.python.org/ftp/python/{py}/",
        f"Qt                {qt}",
        f"    source: https://download.qt.io/official_releases/qt/{major_minor}/{qt}/submodules/",
        f"            (older: https://download.qt.io/archive/qt/{major_minor}/{qt}/submodules/)",
        "            qtbase-, qtsvg- and qtwayland-everywhere-src-" + qt + ".tar.xz",
        f"PySide6/Shiboken6 {pyside}  (shiboken6 {version('shiboken6')})",
        f"    source: https://download.qt.io/official_releases/QtForPython/pyside6/PySide6-{pyside}-src/",
        f"            git https://code.qt.io/cgit/pyside/pyside-setup.git tag v{pyside}",
        f"qtawesome         {version('QtAwesome')}",
        f"platformdirs      {version('platformdirs')}",
        f"PyInstaller       {version('pyinstaller')}",
        "",
        "The licences are in this folder: README.md lists them.",
        "",
    ])


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "check":
        problems = source_problems() + bundle_problems(Path(argv[1]))
        for problem in problems:
            print(f"licences: {problem}", file=sys.stderr)
        if not problems:
            print(f"licences: every bundled component of {argv[1]} has its licence text")
        return 1 if problems else 0
    if argv[:1] == ["debian-copyright"]:
        sys.stdout.write(debian_copyright(*argv[1:2]))
        return 0
    if argv[:1] == ["build-info"]:
        sys.stdout.write(build_info())
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
