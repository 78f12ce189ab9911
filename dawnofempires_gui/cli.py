"""dawnofempires-cli: the games without a window: list them, simulate games between bots, measure the
computer seats' strength (match), check a save.

Exit status: 0 when all went well, 2 when an argument or a file is refused; a refusal is one line on
standard error ("error: ..."), naming the file and what is wrong with it. Text from files (players'
names) is printed with control characters shown as escapes, never sent raw to the terminal.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from dawnofempires_gui import __version__
from dawnofempires_gui.engine import RecordError, registry
from dawnofempires_gui.engine.record import Record, describe_refusal
from dawnofempires_gui.plugins import load_plugins


def printable(text: object) -> str:
    """Text safe for a terminal: control characters, escape sequences and lone surrogates become
    visible escapes (\\x1b, \\n, \\udc80); everything else is kept."""
    out = []
    for ch in str(text):
        if ch.isprintable() and not "\ud800" <= ch <= "\udfff":
            out.append(ch)
        elif ch == "\t":
            out.append(" ")
        else:
            out.append(ch.encode("unicode_escape", "backslashreplace").decode("ascii") if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
    return "".join(out)


def say(text: object = "") -> None:
    print(printable(text))


def fail(text: object) -> int:
    """One line on standard error, and the exit status of a refusal."""
    print("error: " + printable(" ".join(str(text).split())), file=sys.stderr)
    return 2


class Parser(argparse.ArgumentParser):
    """Argument errors in one line on standard error, exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {printable(' '.join(message.split()))} (see --help)\n")


def _at_least(low: int):
    def check(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"{value} is less than {low}")
        return value

    check.__name__ = f"whole number from {low}"
    return check


def _list(_: argparse.Namespace) -> int:
    for info in registry.all_games():
        say(f"{info.id:8} {info.name} ({info.players} players, {info.length})")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from dawnofempires_gui.ai.simulate import play

    try:
        info = registry.get(args.game)
    except RecordError as err:
        return fail(err)
    if not info.allows(args.players):
        return fail(f"{info.name} is for {info.players} players, not {args.players}.")
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
            say(f"game {index + 1} seed {seed}: winner {winners}; scores {scores}; {len(played.record.actions)} actions")
        else:
            say(f"game {index + 1} seed {seed}: unfinished after {len(played.record.actions)} actions")
    elapsed = max(time.perf_counter() - started, 1e-9)
    say(f"{args.games / elapsed:.1f} games per second, {total_actions / elapsed:.0f} actions per second")
    return 0


def _replay(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        record = Record.load(path)
        state = record.replay()
        info = registry.get(record.game)
    except RecordError as err:
        return fail(describe_refusal(path, err))
    try:
        sheet = state.scores()
        status = "final" if state.is_over() else f"current ({state.phase()})"
        lines = [f"{info.name}: {len(record.actions)} actions replayed; {status} scores:"]
        for seat, total in enumerate(sheet.totals):
            parts = ", ".join(f"{k} {v}" for k, v in sheet.points[seat].items())
            lines.append(f"  {state.seat_name(seat)}: {total} ({parts})")
        if state.is_over():
            lines.append("winner: " + " and ".join(state.seat_name(w) for w in sheet.winners)
                         + (f" ({sheet.tie_break})" if sheet.tie_break else ""))
    except Exception:  # noqa: BLE001 - a fault of the game's scoring, not of the file: still one line
        return fail(f"{Path(args.file).name}: the game replays, but this version cannot show its scores (a fault of "
                    "the program, not of the file).")
    for line in lines:
        say(line)
    return 0


def _match(args: argparse.Namespace) -> int:
    from dawnofempires_gui.ai.match import run_match

    from dawnofempires_gui.app import option_values

    try:
        info = registry.get(args.game)
        run_match(args.game, args.players, [k.strip() for k in args.seats.split(",")], args.games, args.seed,
                  think=args.think, out=say, options=option_values(info, args.option))
    except (RecordError, ValueError) as err:
        return fail(err)
    return 0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"{value} seconds is not between 0 and 600")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="dawnofempires-cli", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=__version__)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    sub.add_parser("list", help="the games and their player counts").set_defaults(run=_list)
    sim = sub.add_parser("simulate", help="play games between random computer seats")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=_at_least(1), required=True)
    sim.add_argument("--games", type=_at_least(1), default=1)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--max-actions", type=_at_least(1), default=20000)
    sim.set_defaults(run=_simulate)
    match = sub.add_parser("match", help="how strong the computer seats are: games between kinds of seat")
    match.add_argument("--game", required=True)
    match.add_argument("--players", type=_at_least(1), required=True)
    match.add_argument("--seats", required=True, help="one kind per seat: random, easy, normal, hard (e.g. normal,random)")
    match.add_argument("--games", type=_at_least(1), default=10)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--think", type=_seconds, default=None, help="seconds per decision for every search seat")
    match.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                       help="a game option over the simulation's own (turn_limit=100)")
    match.set_defaults(run=_match)
    rep = sub.add_parser("replay", help="check a saved game by replaying it")
    rep.add_argument("file")
    rep.set_defaults(run=_replay)
    return parser


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):
            pass
    load_plugins()
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:  # the output was cut short (| head): not an error of ours
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return 0


if __name__ == "__main__":
    sys.exit(main())
