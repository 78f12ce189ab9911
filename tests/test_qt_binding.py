"""The Qt binding itself must not leak references to None/True: a leaking release (PySide6 6.12.0 on
Python 3.11) aborts the program after a few thousand drawing calls. pyproject.toml caps PySide6 below
6.12 on Python 3.11 only (on 3.12 and later None and True are immortal, and 6.12 passes); this test
is what decides when the cap can go."""
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, Signal

ROOT = Path(__file__).resolve().parent.parent


class _Probe(QObject):
    ping = Signal(bool)


def test_void_calls_and_signals_keep_none_and_true_alive():
    point = QPointF()
    probe = _Probe()
    probe.ping.connect(lambda value: None)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        point.setX(1.0)
        probe.ping.emit(True)
    assert none_before - sys.getrefcount(None) < 100
    assert true_before - sys.getrefcount(True) < 100


def _pyside_requirements() -> dict[str, str]:
    """{marker: version specifier} of the PySide6 requirements in pyproject.toml."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = {}
    for requirement in project["dependencies"]:
        name, _, rest = requirement.partition(">")
        if name.strip().lower().startswith("pyside6"):
            specifier, _, marker = (">" + rest).partition(";")
            found[" ".join(marker.replace('"', "'").split())] = specifier.strip()
    return found


def test_the_pyside6_cap_applies_to_python_311_only():
    requirements = _pyside_requirements()
    assert requirements.get("python_version < '3.12'", "").endswith("<6.12"), requirements
    newer = requirements.get("python_version >= '3.12'", "")
    assert newer and "6.12" not in newer, f"3.12+ must get current Qt: {requirements}"


def test_the_installed_pyside6_is_one_the_cap_allows():
    version = tuple(int(part) for part in re.findall(r"\d+", metadata.version("PySide6-Essentials"))[:2])
    if sys.version_info < (3, 12):
        assert version < (6, 12), f"PySide6 {version} on Python 3.11: see the cap in pyproject.toml"
    assert version >= (6, 6)
