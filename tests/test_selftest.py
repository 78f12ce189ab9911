"""`dawnofempires --self-test`, as installers run it: every game played by computers through the window,
in a temporary folder of its own, leaving the player's data and saves folders byte for byte untouched."""
import os
import subprocess
import sys
from pathlib import Path

from dawnofempires_gui import paths
from dawnofempires_gui.engine import Seat, registry
from dawnofempires_gui.engine.record import Record

ROOT = Path(__file__).resolve().parent.parent


def snapshot(*folders: Path) -> dict[str, bytes | None]:
    """Every file (its bytes) and folder (None) under `folders`, by path."""
    seen: dict[str, bytes | None] = {}
    for folder in folders:
        for path in sorted([folder, *folder.rglob("*")]):
            seen[str(path)] = path.read_bytes() if path.is_file() else None
    return seen


def players_files(data: Path, saves: Path) -> None:
    """What an ordinary player has: an unfinished game in the autosave, the last finished game, settings,
    recent saves, a best score and a saved game."""
    info = registry.all_games()[0]
    seats = [Seat(f"Player {i + 1}") for i in range(info.min_players)]
    unfinished = Record(info.id, seats, info.default_options(), seed=7)
    unfinished.save(data / "autosave.json")
    unfinished.save(data / "last-finished.json")
    unfinished.save(saves / "my game.json")
    (data / "settings.ini").write_text("[window]\nlauncher=@Size(1024 700)\n", encoding="utf-8")
    (data / "recent.json").write_text(f'["{saves / "my game.json"}"]', encoding="utf-8")
    (data / "iron_solo_best.json").write_text('{"best": 41}', encoding="utf-8")


def test_the_self_test_plays_every_game_and_leaves_the_players_files_alone(tmp_path, monkeypatch):
    # An ordinary player: no DAWNOFEMPIRES_HOME, so the program's own folders (platformdirs) are theirs.
    env = {key: value for key, value in os.environ.items() if not key.startswith("DAWNOFEMPIRES_")}
    env.update(HOME=str(tmp_path / "home"), XDG_DATA_HOME=str(tmp_path / "home" / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "home" / "config"), XDG_DOCUMENTS_DIR=str(tmp_path / "home" / "Documents"),
               XDG_CACHE_HOME=str(tmp_path / "cache"), TMPDIR=str(tmp_path / "tmp"), QT_QPA_PLATFORM="offscreen")
    for key in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_DOCUMENTS_DIR", "XDG_CACHE_HOME"):
        monkeypatch.setenv(key, env[key])
    monkeypatch.delenv("DAWNOFEMPIRES_HOME", raising=False)
    data, saves = paths.data_dir(), paths.saves_dir()  # where the program, run so, keeps the player's files
    assert tmp_path in data.parents and tmp_path in saves.parents
    data.mkdir(parents=True)
    saves.mkdir(parents=True)
    (tmp_path / "tmp").mkdir()
    players_files(data, saves)
    before = snapshot(data, saves)

    result = subprocess.run([sys.executable, "-m", "dawnofempires_gui", "--self-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=600)

    assert result.returncode == 0, result.stderr[-2000:]
    for info in registry.all_games():
        assert f"self-test: {info.name}: finished" in result.stdout
    assert "all games played" in result.stdout
    assert snapshot(data, saves) == before, "the self-test changed the player's files"
    assert list((tmp_path / "tmp").iterdir()) == [], "the self-test left its temporary folder behind"


def test_the_self_tests_folder_is_temporary_and_the_environment_is_restored(tmp_path, monkeypatch):
    from dawnofempires_gui.selftest import _scratch_environment

    monkeypatch.setenv("DAWNOFEMPIRES_HOME", str(tmp_path / "player"))
    monkeypatch.delenv("DAWNOFEMPIRES_BOT_DELAY_MS", raising=False)
    with _scratch_environment() as home:
        assert paths.data_dir() == Path(home) != tmp_path / "player"
        assert Path(home) in paths.saves_dir().parents
        assert os.environ["DAWNOFEMPIRES_BOT_DELAY_MS"] == "0"
        (Path(home) / "autosave.json").write_text("{}")
    assert not Path(home).exists()
    assert os.environ["DAWNOFEMPIRES_HOME"] == str(tmp_path / "player")
    assert "DAWNOFEMPIRES_BOT_DELAY_MS" not in os.environ
    assert not (tmp_path / "player").exists()
