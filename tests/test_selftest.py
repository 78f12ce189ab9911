"""`dawnofempires --self-test`, as installers run it: every game played by computers through the window."""
import os
import subprocess
import sys
from pathlib import Path

from dawnofempires_gui.engine import registry

ROOT = Path(__file__).resolve().parent.parent


def test_the_self_test_plays_every_game_and_exits_0(tmp_path):
    env = {**os.environ, "DAWNOFEMPIRES_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DAWNOFEMPIRES_PLUGINS", None)
    result = subprocess.run([sys.executable, "-m", "dawnofempires_gui", "--self-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    for info in registry.all_games():
        assert f"self-test: {info.name}: finished" in result.stdout
    assert "all games played" in result.stdout
