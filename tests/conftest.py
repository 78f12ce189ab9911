import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import tests.testgame  # noqa: E402,F401  registers the test game


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every test gets its own user data folder, so autosaves and settings never leak between tests."""
    home = tmp_path / "home"
    monkeypatch.setenv("DAWNOFEMPIRES_HOME", str(home))
    return home
