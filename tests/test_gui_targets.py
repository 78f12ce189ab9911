"""The shared clickable target of every board."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.gui


def test_a_target_disarmed_under_the_pointer_does_not_crash_the_program():
    result = subprocess.run([sys.executable, str(ROOT / "tests" / "crash_disarm_under_pointer.py")], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and "survived" in result.stdout, result.stderr[-500:]
