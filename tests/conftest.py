import os
from pathlib import Path

# Qt's offscreen screen is 800x800; the windows open on a desktop's screen (a smaller one is a test's own case)
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={Path(__file__).with_name('offscreen-screen.json')}"

import pytest  # noqa: E402

import tests.testgame  # noqa: E402,F401  registers the test game


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every test gets its own user data folder, so autosaves and settings never leak between tests."""
    home = tmp_path / "home"
    monkeypatch.setenv("DAWNOFEMPIRES_HOME", str(home))
    return home
