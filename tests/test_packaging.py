"""Fast checks of the installer sources (no bundle is built here; packaging/test-linux.sh does that)."""
from __future__ import annotations

import ast
import configparser
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from dawnofempires_gui import __version__
from dawnofempires_gui.ui import about

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
FIVE_GAMES = ("doe", "iron", "aom", "roe", "aoe")


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
    # ui/glyphs.py reads qtawesome's fonts without importing qtawesome, so the spec must copy them itself
    assert 'collect_data_files("qtawesome"' in source


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


def test_shell_scripts_are_valid_bash():
    for script in (PACKAGING / "build-linux.sh", PACKAGING / "test-linux.sh", PACKAGING / "macos" / "build-dmg.sh"):
        assert script.exists(), script
        assert script.stat().st_mode & 0o111, f"{script.name} should be executable"
        subprocess.run(["bash", "-n", str(script)], check=True)


def test_windows_and_ci_sources_exist():
    iss = (PACKAGING / "windows" / "dawnofempires.iss").read_text(encoding="utf-8")
    assert "dawnofempires.exe" in iss and "dawnofempires.ico" in iss
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for word in ("tags", "ubuntu", "windows", "macos", "--self-test",
                 "build-linux.sh", "test-linux.sh", "build-windows.ps1", "build-dmg.sh"):
        assert word in workflow
    # every platform builds from the one spec
    for script in ("build-linux.sh", "windows/build-windows.ps1", "macos/build-dmg.sh"):
        assert "dawnofempires.spec" in (PACKAGING / script).read_text(encoding="utf-8")


def test_about_names_every_game_and_the_version():
    text = about.about_text()
    assert __version__ in text and "MIT" in text
    assert [c.game_id for c in about.CREDITS] == list(FIVE_GAMES)
    for title in about.game_titles().values():
        assert title in text
    for keyword in ("Dawn of Empires", "Iron Age", "Age of Mythology", "Rise of Empires", "Age of Empires"):
        assert keyword in text
    assert "SOURCES.md" in text


def test_about_names_every_registered_game():
    from dawnofempires_gui.engine import registry

    text = about.about_text()
    for info in registry.all_games(listed_only=True):
        assert info.name in text, f"the about box does not credit {info.name}"


def test_credits_file_matches_the_about_box():
    credits = (ROOT / "resources" / "CREDITS.md").read_text(encoding="utf-8")
    for credit in about.CREDITS:
        assert credit.title in credits
        assert credit.credit in credits
    assert "SOURCES.md" in credits


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
    assert "Rise of Empires" in label.text() and __version__ in label.text()
