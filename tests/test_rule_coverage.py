"""Every clause of a registered game's catalog (resources/rules/<id>.rules.md) has a marked test."""
import subprocess
import sys
from pathlib import Path

import pytest

from dawnofempires_gui.engine import registry

ROOT = Path(__file__).resolve().parent.parent
GAMES = [g.id for g in registry.all_games() if (ROOT / "resources" / "rules" / f"{g.id}.rules.md").exists()]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_clause_of_a_playable_game_has_a_marked_test(game_id):
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "rule_coverage.py"), "--tests", str(ROOT / "tests"),
                             "--game", game_id, "--list-missing", "--min", "100"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout
    assert f"{game_id}: " in result.stdout and "(100%)" in result.stdout
