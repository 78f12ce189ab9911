"""The one rule of the layers: the model (engine, games' rules, ai, cli) never imports Qt."""
import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dawnofempires_gui"
QT_MODULES = ("PySide6", "shiboken6", "qtawesome", "pytestqt")


def model_files() -> list[Path]:
    files = [*PACKAGE.glob("engine/**/*.py"), *PACKAGE.glob("ai/**/*.py"),
             PACKAGE / "cli.py", PACKAGE / "paths.py", PACKAGE / "plugins.py"]
    for path in PACKAGE.glob("games/**/*.py"):
        relative = path.relative_to(PACKAGE / "games").parts
        if not any(part.startswith("board") for part in relative[1:]):  # board*.py and board/ are the views
            files.append(path)
    return files


def qt_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        found += [n for n in names if n.split(".")[0] in QT_MODULES]
    return found


def test_no_model_module_imports_qt():
    offenders = {str(p.relative_to(PACKAGE)): qt_imports(p) for p in model_files()}
    assert {p: names for p, names in offenders.items() if names} == {}
    assert len(offenders) > 8  # the scan really looked at the model


def test_a_whole_game_runs_without_qt_loaded():
    code = (
        "import sys, tests.testgame\n"
        "from dawnofempires_gui.engine import registry\n"
        "from dawnofempires_gui.ai.simulate import play\n"
        "import dawnofempires_gui.cli\n"
        "for info in registry.all_games(listed_only=False):\n"
        "    info.model_class()\n"
        "    play(info.id, max(info.min_players, min(2, info.max_players)), 1, max_actions=3000)\n"
        "leaked = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'qtawesome')]\n"
        "assert not leaked, leaked\n"
        "print('clean')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE.parent, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "clean" in result.stdout


def test_every_package_folder_is_listed_for_installation():
    import tomllib

    listed = set(tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.parent.relative_to(PACKAGE.parent).parts) for p in PACKAGE.rglob("__init__.py")}
    assert on_disk - listed == set()
    assert "dawnofempires_gui.resources" in listed
