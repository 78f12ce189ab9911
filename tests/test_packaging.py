"""Fast checks of the installer sources (no bundle is built here; packaging/build-linux.sh builds one and
packaging/test-linux.sh installs it). The checks of a built bundle, .deb or .tar.xz run only when
packaging/out/ holds one, and skip otherwise."""
from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from dawnofempires_gui import __version__
from dawnofempires_gui.engine import registry
from dawnofempires_gui.ui import about

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
LICENCES = ROOT / "resources" / "licenses"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
OUT = PACKAGING / "out"
BUNDLE = OUT / "dist" / "dawnofempires"


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


licences = load(PACKAGING / "licences.py", "doe_packaging_licences")


def test_spec_parses_and_names_what_the_bundle_needs():
    source = (PACKAGING / "dawnofempires.spec").read_text(encoding="utf-8")
    ast.parse(source, filename="dawnofempires.spec")
    assert (PACKAGING / "entry.py").exists()
    assert '"resources"' in source, "resources/ must go into the bundle as `resources`"
    assert "collect_submodules(\"dawnofempires_gui\")" in source, "games are imported by name; they must be collected"
    for unwanted in ("PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.Qt3DCore",
                     "PySide6.QtMultimedia", "tkinter"):
        assert f'"{unwanted}"' in source, f"the spec should exclude {unwanted}"
    assert "upx=False" in source
    # ui/glyphs.py reads qtawesome's fonts without importing qtawesome, so the spec must copy them itself,
    # only those glyphs.py uses
    assert 'collect_data_files("qtawesome"' in source and "FONT_PREFIXES" in source
    # OpenSSL stays out (hashlib falls back to Python's own SHA-256), and so do the East Asian codecs
    for unwanted in ("_hashlib", "_ssl", "_codecs_jp", "_multibytecodec"):
        assert f'"{unwanted}"' in source
    # every bundled component's licence is checked when the bundle is made
    assert "licences.bundle_problems" in source and "build_info" in source


def test_the_only_hash_the_program_uses_works_without_openssl():
    """The bundle leaves _hashlib (OpenSSL) out: hashlib must then fall back to Python's own sha256."""
    code = ("import sys; sys.modules['_hashlib'] = None; import hashlib; "
            "print(hashlib.sha256(b'dawn').hexdigest())")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    import hashlib

    assert result.stdout.strip() == hashlib.sha256(b"dawn").hexdigest()
    used = {m.group(1) for path in (ROOT / "dawnofempires_gui").rglob("*.py")
            for m in re.finditer(r"hashlib\.(\w+)\(", path.read_text(encoding="utf-8"))}
    assert used <= {"sha256"}, f"the program now uses {used}: check they work without OpenSSL"


def test_the_spec_bundles_exactly_the_icon_fonts_glyphs_uses():
    """The spec bundles the fonts of glyphs.FONT_PREFIXES only: every icon the program names must use one."""
    from dawnofempires_gui.ui import glyphs

    used = {prefix for path in (ROOT / "dawnofempires_gui").rglob("*.py")
            for prefix in re.findall(r"[\"'](fa6s|fa6r|fa6b|fa5s|fa5|fa5b|mdi6|mdi|ph|ri|msc|ei)\.[a-z0-9-]+[\"']",
                                     path.read_text(encoding="utf-8"))}
    assert used, "no icon names found: has the naming changed?"
    assert used <= set(glyphs.FONT_PREFIXES), f"icons from fonts the bundle leaves out: {used - set(glyphs.FONT_PREFIXES)}"


def test_entry_runs_the_program_main():
    tree = ast.parse((PACKAGING / "entry.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "dawnofempires_gui.app" and n.names[0].name == "main" for n in imports)


def test_icon_svg_is_valid(qapp):
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICONS / "dawnofempires.svg"))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height()


@pytest.mark.parametrize("size", SIZES)
def test_icon_png_in_every_size(qapp, size):
    from PySide6.QtGui import QImage

    image = QImage(str(ICONS / f"dawnofempires-{size}.png"))
    assert not image.isNull(), f"dawnofempires-{size}.png is missing or unreadable"
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    # not blank: the emblem's parchment and blue both show
    centre = image.pixelColor(size // 2, size // 2)
    assert centre.alpha() == 255


def test_ico_and_icns_hold_the_sizes(qapp):
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(ICONS / "dawnofempires.ico"))
    sizes = []
    for i in range(reader.imageCount()):
        reader.jumpToImage(i)
        sizes.append(reader.read().width())
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    data = (ICONS / "dawnofempires.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    for kind in (b"icp4", b"icp5", b"ic07", b"ic08", b"ic09", b"ic10"):
        assert kind in data


def test_desktop_file():
    path = PACKAGING / "linux" / "dawnofempires.desktop"
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"]
    assert entry["Exec"].split()[0] == "dawnofempires"
    assert entry["Icon"] == "dawnofempires"  # a theme name: the .deb puts dawnofempires.png in hicolor
    assert entry["Terminal"] == "false"
    categories = entry["Categories"]
    assert categories.endswith(";")
    assert "Game" in categories.split(";")
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(path)], check=True)


def test_deb_control_template():
    text = (PACKAGING / "linux" / "control.in").read_text(encoding="utf-8")
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", text, re.MULTILINE))
    assert fields["Package"] == "dawnofempires"
    for key in ("Version", "Architecture", "Maintainer", "Depends", "Description", "Installed-Size"):
        assert key in fields


def test_deb_description_names_the_games_in_the_box(capsys):
    make_control = load(PACKAGING / "linux" / "make_control.py", "doe_make_control")
    make_control.main([str(PACKAGING / "linux" / "control.in"), "VERSION=1.0", "ARCH=amd64",
                       "INSTALLED_SIZE=1", "GLIBC=2.35"])
    control = capsys.readouterr().out
    synopsis = re.search(r"^Description: (.*)$", control, re.MULTILINE).group(1)
    games = registry.all_games()
    assert synopsis.startswith(about.NUMBERS[len(games)] + " ") and len(synopsis) <= 80
    described = " ".join(control.split())
    for info in games:
        assert info.name in described
    others = [w for w in about.NUMBERS if w != about.NUMBERS[len(games)]]
    assert not any(re.search(rf"\b{w} (empire-building )?(board )?games\b", control.lower()) for w in others), \
        "the description promises a number of games other than those in the box"
    assert all(line.startswith(" ") for line in control.split("Description:")[1].splitlines()[1:])


@pytest.mark.parametrize("path", ["linux/dawnofempires.desktop", "linux/control.in", "windows/dawnofempires.iss",
                                  "linux/README.txt"])
def test_installers_promise_no_fixed_number_of_games(path):
    text = (PACKAGING / path).read_text(encoding="utf-8").lower()
    for number in about.NUMBERS[2:]:
        assert f"{number} empire" not in text and f"{number} board" not in text and f"{number} games" not in text


def test_shell_scripts_are_valid_bash():
    for script in (PACKAGING / "build-linux.sh", PACKAGING / "test-linux.sh", PACKAGING / "macos" / "build-dmg.sh"):
        assert script.exists(), script
        assert script.stat().st_mode & 0o111, f"{script.name} should be executable"
        subprocess.run(["bash", "-n", str(script)], check=True)
    script = PACKAGING / "linux" / "install-desktop-entry"
    assert script.stat().st_mode & 0o111, "install-desktop-entry should be executable"
    subprocess.run(["sh", "-n", str(script)], check=True)  # POSIX sh: it runs on any distribution


def test_build_linux_makes_what_can_be_published():
    script = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert "xz -9" in script and ".tar.xz" in script and ".tar.gz\"" not in script
    assert "DEBIAN/md5sums" in script
    assert "patchelf" in script  # the build machine's rpaths
    assert "licences.py\" debian-copyright" in script and "licences.py\" check" in script
    assert "README.txt" in script and "install-desktop-entry" in script  # the tarball's extras
    assert "make_control.py" in script


def test_install_desktop_entry_adds_and_removes_a_menu_entry_per_user(tmp_path):
    folder = tmp_path / "My Games" / "dawnofempires"
    icons = folder / "_internal" / "resources" / "icons"
    icons.mkdir(parents=True)
    for icon in ICONS.glob("dawnofempires*"):
        shutil.copy(icon, icons)
    program = folder / "dawnofempires"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    shutil.copy(PACKAGING / "linux" / "install-desktop-entry", folder)
    home = tmp_path / "home"
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home)}
    subprocess.run([str(folder / "install-desktop-entry")], env=env, check=True, capture_output=True)
    entry = home / ".local" / "share" / "applications" / "dawnofempires.desktop"
    text = entry.read_text(encoding="utf-8")
    assert f'Exec="{program}" %f' in text and f"TryExec={program}" in text and "Icon=dawnofempires" in text
    for size in SIZES:
        assert (home / f".local/share/icons/hicolor/{size}x{size}/apps/dawnofempires.png").is_file()
    assert (home / ".local/share/icons/hicolor/scalable/apps/dawnofempires.svg").is_file()
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(entry)], check=True)
    subprocess.run([str(folder / "install-desktop-entry"), "--uninstall"], env=env, check=True, capture_output=True)
    assert [p for p in home.rglob("*") if p.is_file()] == []


def test_windows_and_ci_sources_exist():
    iss = (PACKAGING / "windows" / "dawnofempires.iss").read_text(encoding="utf-8")
    assert "dawnofempires.exe" in iss and "dawnofempires.ico" in iss
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for word in ("tags", "ubuntu", "windows", "macos", "--self-test", "patchelf", "*.tar.xz", "licenses",
                 "build-linux.sh", "test-linux.sh", "build-windows.ps1", "build-dmg.sh"):
        assert word in workflow
    # the self-test protects the player's files by itself: no test hides them behind DAWNOFEMPIRES_HOME
    assert "DAWNOFEMPIRES_HOME =" not in workflow and "DAWNOFEMPIRES_HOME=" not in workflow
    # every platform builds from the one spec, and ships the same licence folder
    for script in ("build-linux.sh", "windows/build-windows.ps1", "macos/build-dmg.sh"):
        text = (PACKAGING / script).read_text(encoding="utf-8")
        assert "dawnofempires.spec" in text
        assert "resources/licenses" in text.replace("\\", "/") or "*/resources/licenses" in text
        assert "licences.py" in text


def test_about_names_the_games_in_the_box_from_the_registry():
    text = about.about_text()
    assert __version__ in text and "MIT" in text and "SOURCES.md" in text
    games = registry.all_games(listed_only=True)
    assert [c.game_id for c in about.credits()] == [g.id for g in games]
    for info in games:
        assert info.name in text, f"the about box does not name {info.name}"
        assert info.designers and info.designers in text, f"the about box does not credit {info.name}'s designers"
    summary = about.box_summary()
    assert summary.lower().startswith(about.NUMBERS[len(games)] + " ")
    assert "five" not in text.lower() or len(games) == 5


def test_about_follows_the_registry(monkeypatch):
    base = registry.all_games()[0]
    fake = [
        registry.GameInfo(f"g{i}", f"Game {i}", (2,), "1 h", "", base.model, base.board, designers=f"By designer {i}.")
        for i in range(3)
    ] + [registry.GameInfo("g3", "Game 3", (2,), "1 h", "", base.model, base.board)]
    monkeypatch.setattr(registry, "all_games", lambda listed_only=True: fake)
    text = about.about_text()
    assert about.box_summary() == "Four empire-building board games at one table: Game 0, Game 1, Game 2 and Game 3."
    for i in range(3):
        assert f"- Game {i}: By designer {i}." in text
    assert f"- Game 3: {about.NO_CREDIT}" in text
    assert about.box_summary(["A"]).startswith("One empire-building board game at")


def test_about_says_where_the_licences_are():
    text = about.about_text()
    assert "LGPL" in text and "PySide6" in text and "download.qt.io" in text
    folder = about.licences_dir()
    assert folder is not None and (folder / "README.md").is_file()
    assert str(folder) in text
    assert folder.as_uri() in about.about_html()


def test_credits_file_matches_the_registry():
    credits = (ROOT / "resources" / "CREDITS.md").read_text(encoding="utf-8")
    in_the_box = credits.split("## The games in this version", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in in_the_box.splitlines() if line.startswith("| ") and not line.startswith("| Game ")]
    games = registry.all_games(listed_only=True)
    assert len(rows) == len(games), "CREDITS.md's games in this version are not the launcher's: run tools/write_credits.py"
    for info in games:
        assert info.name in in_the_box, f"CREDITS.md does not name {info.name} among the games in this version"
        assert info.designers in in_the_box, f"CREDITS.md does not carry {info.name}'s credit"
    assert "SOURCES.md" in credits and "licenses" in credits


# --- licences --------------------------------------------------------------------------------------------

def test_licence_folder_is_complete():
    assert licences.source_problems() == []
    names = {c.name for c in licences.components()}
    for wanted in ("Python", "Qt", "Qt for Python (PySide6, Shiboken6)", "ICU", "OpenSSL (libcrypto, libssl)",
                   "FreeType", "qtawesome (icon fonts' charmaps)", "Font Awesome Free 6 fonts",
                   "Material Design Icons 6 font", "platformdirs", "PyInstaller bootloader"):
        assert wanted in names
    readme = (LICENCES / "README.md").read_text(encoding="utf-8")
    for text in {t for c in licences.components() for t in c.texts if "/" not in t}:
        assert f"`{text}`" in readme, f"licenses/README.md does not list {text}"


@pytest.mark.parametrize(("text", "words"), [
    ("common/LGPL-3.txt", ("GNU LESSER GENERAL PUBLIC LICENSE", "Version 3, 29 June 2007")),
    ("common/GPL-3.txt", ("GNU GENERAL PUBLIC LICENSE", "Version 3, 29 June 2007")),
    ("common/LGPL-2.1.txt", ("GNU LESSER GENERAL PUBLIC LICENSE", "Version 2.1")),
    ("common/Apache-2.0.txt", ("Apache License", "Version 2.0")),
    ("Python.txt", ("PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",)),
    ("ICU.txt", ("Unicode", "ICU License - ICU 1.8.1 to ICU 57.1")),
    ("FontAwesome.txt", ("SIL OPEN FONT LICENSE", "Version 1.1", "Font Awesome")),
    ("debian/libfreetype6.txt", ("The FreeType Project LICENSE",)),
    ("qtawesome.txt", ("MIT License", "Permission is hereby granted")),
    ("Qt.txt", ("download.qt.io", "LGPL-3", "qtbase-everywhere-src")),
    ("PySide6.txt", ("download.qt.io", "LGPL-3", "pyside-setup")),
    ("PyInstaller.txt", ("Bootloader Exception",)),
])
def test_licence_texts_are_the_real_ones(text, words):
    content = (LICENCES / text).read_text(encoding="utf-8")
    for word in words:
        assert word in content, f"{text} does not contain {word!r}"


def fake_elf(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x7fELF" + b"\0" * 60)


def test_the_licence_check_fails_for_a_bundled_component_without_its_text(tmp_path):
    bundle = tmp_path / "dawnofempires"
    fake_elf(bundle / "dawnofempires")
    fake_elf(bundle / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6")
    (bundle / "_internal" / "qtawesome" / "fonts").mkdir(parents=True)
    (bundle / "_internal" / "qtawesome" / "fonts" / "fontawesome6-solid-webfont-6.7.2.ttf").write_bytes(b"\0\1\0\0")
    folder = bundle / licences.BUNDLE_LICENCES
    # no licence folder at all: every component's text is missing
    problems = licences.bundle_problems(bundle)
    assert any("Qt.txt is not in" in p for p in problems)
    assert any("FontAwesome.txt is not in" in p for p in problems)
    # the licence folder as the spec copies it: all is well
    shutil.copytree(LICENCES, folder)
    assert licences.bundle_problems(bundle) == []
    # a library nobody knows, or a known component whose text went missing: the check fails
    fake_elf(bundle / "_internal" / "libmystery.so.1")
    (folder / "common" / "LGPL-3.txt").unlink()
    problems = licences.bundle_problems(bundle)
    assert any(p.startswith("_internal/libmystery.so.1: no licence known") for p in problems)
    assert any("common/LGPL-3.txt is not in" in p for p in problems)
    assert subprocess.run([sys.executable, str(PACKAGING / "licences.py"), "check", str(bundle)],
                          capture_output=True).returncode == 1


def test_debian_copyright_refers_to_every_text():
    text = licences.debian_copyright()
    assert "MIT License" in text and "/usr/share/common-licenses/LGPL-3" in text
    for component in licences.components():
        if component.name.startswith("Microsoft"):
            continue
        assert component.name in text
        for licence_text in component.texts:
            assert f"/opt/dawnofempires/licenses/{licence_text}" in text
    for name in re.findall(r"/usr/share/common-licenses/([\w.-]+)", text):
        assert (LICENCES / "common" / f"{name}.txt").is_file() or Path(f"/usr/share/common-licenses/{name}").exists()


# --- a built bundle, .deb and .tar.xz (skipped unless packaging/build-linux.sh made them) ------------------

needs_bundle = pytest.mark.skipif(not (BUNDLE / "_internal").is_dir(), reason="no bundle built in packaging/out")


def built(pattern: str) -> Path:
    found = sorted(OUT.glob(pattern), key=lambda p: p.stat().st_mtime)
    if not found:
        pytest.skip(f"no {pattern} built in packaging/out")
    return found[-1]


@needs_bundle
def test_built_bundle_has_every_licence_text():
    assert licences.bundle_problems(BUNDLE) == []
    assert (BUNDLE / "licenses" / "README.md").is_file() and (BUNDLE / "licenses" / "BUILD.txt").is_file()


@needs_bundle
def test_built_bundle_is_lean():
    internal = BUNDLE / "_internal"
    fonts = sorted(p.name for p in (internal / "qtawesome" / "fonts").iterdir())
    assert all(name.startswith(("fontawesome6-solid", "fontawesome6-regular", "materialdesignicons6")) for name in fonts)
    plugins = {p.relative_to(internal).as_posix() for p in internal.rglob("plugins/*/*")}
    assert not [p for p in plugins if "/imageformats/" in p and "qsvg" not in p]
    assert not [p for p in plugins if "/generic/" in p]
    assert not list(internal.glob("libcrypto*")) and not list(internal.glob("libssl*"))
    assert not list(internal.rglob("_codecs_jp*")) and not list(internal.rglob("_hashlib*"))


@needs_bundle
@pytest.mark.skipif(not shutil.which("readelf"), reason="readelf (binutils) is not installed")
def test_built_bundle_keeps_no_path_of_the_build_machine():
    files = [str(p) for p in BUNDLE.rglob("*") if p.is_file() and not p.is_symlink()
             and (".so" in p.name or p.name == "dawnofempires")]
    output = subprocess.run(["readelf", "-d", *files], capture_output=True, text=True).stdout
    paths = re.findall(r"\((?:RPATH|RUNPATH)\).*\[(.*)\]", output)
    assert paths and all(entry.startswith("$ORIGIN") for path in paths for entry in path.split(":")), set(paths)


def test_built_deb_carries_md5sums_and_the_licences():
    if not shutil.which("dpkg-deb"):
        pytest.skip("dpkg-deb is not installed")
    deb = built("dawnofempires_*.deb")
    info = subprocess.run(["dpkg-deb", "-I", str(deb)], capture_output=True, text=True, check=True).stdout
    assert " md5sums" in info
    assert "five" not in subprocess.run(["dpkg-deb", "-f", str(deb), "Description"], capture_output=True,
                                        text=True, check=True).stdout.lower()
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    for path in ("./opt/dawnofempires/licenses -> _internal/resources/licenses",
                 "./opt/dawnofempires/_internal/resources/licenses/common/LGPL-3.txt",
                 "./opt/dawnofempires/_internal/resources/licenses/BUILD.txt",
                 "./usr/share/doc/dawnofempires/copyright"):
        assert path in listing, f"the .deb has no {path}"


def test_built_tarball_has_readme_desktop_entry_script_and_licences():
    tarball = built("dawnofempires-*-linux-*.tar.xz")
    with tarfile.open(tarball, "r:xz") as archive:
        names = set(archive.getnames())
        members = {m.name: m for m in archive.getmembers() if m.name.count("/") <= 1}
    for name in ("dawnofempires/dawnofempires", "dawnofempires/README.txt", "dawnofempires/install-desktop-entry",
                 "dawnofempires/LICENSE", "dawnofempires/_internal/resources/licenses/common/LGPL-3.txt"):
        assert name in names, f"the tarball has no {name}"
    assert members["dawnofempires/licenses"].issym()
    assert members["dawnofempires/install-desktop-entry"].mode & 0o111


def test_licence_file():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "the dawnofempires_gui team" in text


@pytest.mark.gui
def test_show_about_opens_and_closes(qapp):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog, QLabel

    seen = []

    def close_box():
        box = QApplication.activeModalWidget()
        seen.append(box)
        if box is not None:
            box.close()

    QTimer.singleShot(50, close_box)
    about.show_about(None)
    assert seen and isinstance(seen[0], QDialog)
    label = seen[0].findChild(QLabel, "aboutText")
    assert __version__ in label.text()
    for info in registry.all_games():
        assert info.name in label.text()
