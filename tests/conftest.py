import atexit
import os
import shutil
import tempfile
from pathlib import Path

# Qt's offscreen screen is 800x800; the windows open on a desktop's screen (a smaller one is a test's own case)
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={Path(__file__).with_name('offscreen-screen.json')}"

# A user data folder for the whole run, under every test's own (user_home): whatever outlives a test's folder (a
# window closed after it, a subprocess whose environment was copied at import) writes there, never into the
# player's own folder. The run's folder is removed at the end.
_RUN_HOME = tempfile.mkdtemp(prefix="dawnofempires-tests-")
os.environ["DAWNOFEMPIRES_HOME"] = _RUN_HOME
atexit.register(shutil.rmtree, _RUN_HOME, True)

import pytest  # noqa: E402

import tests.testgame  # noqa: E402,F401  registers the test game


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every test gets its own user data folder, so autosaves and settings never leak between tests."""
    home = tmp_path / "home"
    monkeypatch.setenv("DAWNOFEMPIRES_HOME", str(home))
    return home
