#!/usr/bin/env python3
"""Set-up in one command, on a machine that has only Python 3.11+.

    python3 dev.py play   install into .venv (first time only) and start the program
    python3 dev.py test   install with the test tools and run the whole test suite (extra args go to pytest)

It makes a virtual environment in .venv, installs the project into it (again only when pyproject.toml
changed), and on Debian or Ubuntu installs the few system libraries Qt needs when they are missing
(with apt-get when run as root, else it prints the command to run).
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
# What PySide6's wheels need from Debian/Ubuntu beyond Python: GL, fonts, keyboard and the xcb platform.
QT_DEBIAN_PACKAGES = [
    "libgl1", "libegl1", "libglib2.0-0", "libfontconfig1", "libdbus-1-3", "libxkbcommon0", "libxkbcommon-x11-0",
    "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0", "libxcb-xinerama0", "libxcb-randr0",
    "libxcb-render-util0", "libxcb-image0", "libxcb-xkb1", "libx11-xcb1",
]


def say(text: str) -> None:
    print(f"dev.py: {text}", flush=True)


def run(*args: str | Path, **kwargs) -> None:
    subprocess.run([str(a) for a in args], check=True, **kwargs)


def apt_install(packages: list[str]) -> bool:
    if not shutil.which("apt-get"):
        return False
    prefix = [] if hasattr(os, "geteuid") and os.geteuid() == 0 else (["sudo", "-n"] if shutil.which("sudo") else None)
    if prefix is None:
        say("please run: sudo apt-get install -y " + " ".join(packages))
        return False
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run([*prefix, "apt-get", "update", "-qq"], env=env, check=False)
    return subprocess.run([*prefix, "apt-get", "install", "-y", "-qq", *packages], env=env, check=False).returncode == 0


def make_venv() -> None:
    if PYTHON.exists():
        return
    say("creating the virtual environment .venv")
    try:
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    except (subprocess.CalledProcessError, OSError):
        # Debian and Ubuntu ship venv's pip bootstrap separately.
        version = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
        if not apt_install([version, "python3-venv"]):
            sys.exit("dev.py: Python's venv module is missing; install python3-venv and try again.")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)


def install(extra: str) -> None:
    stamp = VENV / f".installed-{extra or 'base'}"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest:
        return
    say(f"installing the program{' and its ' + extra + ' tools' if extra else ''} into .venv")
    run(PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(PYTHON, "-m", "pip", "install", "--quiet", "-e", f".[{extra}]" if extra else ".", cwd=ROOT)
    stamp.write_text(digest)


def qt_loads() -> bool:
    check = "from PySide6 import QtGui, QtWidgets"
    return subprocess.run([str(PYTHON), "-c", check], capture_output=True).returncode == 0


def ensure_qt_libraries() -> None:
    if qt_loads():
        return
    say("Qt needs system libraries; installing them")
    apt_install(QT_DEBIAN_PACKAGES)
    if not qt_loads():
        error = subprocess.run([str(PYTHON), "-c", "from PySide6 import QtWidgets"], capture_output=True, text=True).stderr
        sys.exit(f"dev.py: Qt cannot load on this machine:\n{error.strip().splitlines()[-1] if error else ''}")


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):
        sys.exit("dev.py: Python 3.11 or newer is needed.")
    command, rest = (argv[0], argv[1:]) if argv else ("play", [])
    if command not in ("play", "test"):
        sys.exit(__doc__)
    make_venv()
    install("test" if command == "test" else "")
    ensure_qt_libraries()
    if command == "play":
        return subprocess.run([str(PYTHON), "-m", "dawnofempires_gui", *rest], cwd=ROOT).returncode
    return subprocess.run([str(PYTHON), "-m", "pytest", *test_workers(), *rest], cwd=ROOT).returncode


def test_workers() -> list[str]:
    """The suite spread over the machine's cores (at most four: each worker holds a Qt application);
    `python3 dev.py test -n 0` runs it in one process."""
    cores = min(4, os.cpu_count() or 1)
    return ["-n", str(cores)] if cores > 1 else []


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
