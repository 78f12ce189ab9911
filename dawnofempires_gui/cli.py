"""dawnofempires-cli: the games without a window: list them, simulate games between bots, check a save."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from dawnofempires_gui import __version__
from dawnofempires_gui.engine import RecordError, registry
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.ai.simulate import play
from dawnofempires_gui.plugins import load_plugins


def _list(_: argparse.Namespace) -> int:
    for info in registry.all_games():
        print(f"{info.id:8} {info.name} ({info.players} players, {info.length})")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    try:
        info = registry.get(args.game)
    except RecordError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if not info.min_players <= args.players <= info.max_players:
        print(f"error: {info.name} is for {info.players} players, not {args.players}.", file=sys.stderr)
        return 2
    total_actions = 0
    started = time.perf_counter()
    for index in range(args.games):
        seed = args.seed + index
        played = play(info.id, args.players, seed, max_actions=args.max_actions)
        total_actions += len(played.record.actions)
        if played.finished:
            sheet = played.scores
            winners = " and ".join(played.state.seat_name(w) for w in sheet.winners)
            scores = ", ".join(str(t) for t in sheet.totals)
            print(f"game {index + 1} seed {seed}: winner {winners}; scores {scores}; {len(played.record.actions)} actions")
        else:
            print(f"game {index + 1} seed {seed}: unfinished after {len(played.record.actions)} actions")
    elapsed = max(time.perf_counter() - started, 1e-9)
    print(f"{args.games / elapsed:.1f} games per second, {total_actions / elapsed:.0f} actions per second")
    return 0


def _replay(args: argparse.Namespace) -> int:
    try:
        record = Record.load(Path(args.file))
        state = record.replay()
    except RecordError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    info = registry.get(record.game)
    sheet = state.scores()
    status = "final" if state.is_over() else f"current ({state.phase()})"
    print(f"{info.name}: {len(record.actions)} actions replayed; {status} scores:")
    for seat, total in enumerate(sheet.totals):
        parts = ", ".join(f"{k} {v}" for k, v in sheet.points[seat].items())
        print(f"  {state.seat_name(seat)}: {total} ({parts})")
    if state.is_over():
        print("winner: " + " and ".join(state.seat_name(w) for w in sheet.winners) + (f" ({sheet.tie_break})" if sheet.tie_break else ""))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dawnofempires-cli", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=__version__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the games and their player counts").set_defaults(run=_list)
    sim = sub.add_parser("simulate", help="play games between random computer seats")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--max-actions", type=int, default=20000)
    sim.set_defaults(run=_simulate)
    rep = sub.add_parser("replay", help="check a saved game by replaying it")
    rep.add_argument("file")
    rep.set_defaults(run=_replay)
    return parser


def main(argv: list[str] | None = None) -> int:
    load_plugins()
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
