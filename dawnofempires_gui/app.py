"""The program: the launcher, new games, opening and resuming saves, one game window at a time.

Arguments are checked before any window opens: a wrong one is one line on standard error and exit
status 2, never a traceback.
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from dawnofempires_gui import __version__
from dawnofempires_gui.plugins import load_plugins


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {' '.join(message.split())} (see --help)\n")


def _not_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} is less than 0")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="dawnofempires", description="Empire-building board games at one table, every rule enforced.")
    parser.add_argument("--version", action="version", version=f"dawnofempires {__version__}")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--self-test", action="store_true", help="play every game with computer seats through the window, exit 0 if all went well")
    parser.add_argument("--new", metavar="GAME", help="start a new game of GAME at once")
    parser.add_argument("--seats", default="", help='with --new: "Ana,Ben:computer,…" (":computer" marks a computer seat)')
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="with --new: a game option (length=full, target=12, bonus=no)")
    parser.add_argument("--seed", type=int, default=None, help="with --new: the seed")
    parser.add_argument("--screenshot", metavar="PNG", help="save a picture of the window after --wait-ms and quit")
    parser.add_argument("--wait-ms", type=_not_negative, default=1500)
    return parser


# --- a new game from the command line (no Qt) -------------------------------------------------------
_YES = {"true", "yes", "on", "1"}
_NO = {"false", "no", "off", "0"}


def option_values(info, items: list[str]) -> dict:
    """`--option KEY=VALUE` items as the game's options, each VALUE read as its option wants it: a
    word for a choice (length=full), a whole number, yes or no. A ValueError or RecordError says what is
    wrong."""
    from dawnofempires_gui.engine import RecordError

    specs = {spec.key: spec for spec in info.options}
    values: dict = {}
    for item in items:
        key, sep, text = item.partition("=")
        key, text = key.strip(), text.strip()
        if not sep or not key:
            raise ValueError(f"--option {item!r}: write it as NAME=VALUE.")
        spec = specs.get(key)
        if spec is None:
            known = ", ".join(sorted(specs)) or "none"
            raise RecordError(f"{info.name} has no option {key!r} (its options: {known}).")
        if spec.kind == "bool":
            if text.lower() not in _YES | _NO:
                raise ValueError(f"Option {key} is yes or no, not {text!r}.")
            values[key] = text.lower() in _YES
        elif spec.kind == "int":
            try:
                values[key] = int(text)
            except ValueError:
                raise ValueError(f"Option {key} is a whole number from {spec.minimum} to {spec.maximum}, not {text!r}.") from None
        else:
            match = [c[0] for c in spec.choices if str(c[0]).lower() == text.lower() or str(c[1]).lower() == text.lower()]
            if not match:
                words = ", ".join(str(c[0]) for c in spec.choices)
                raise ValueError(f"Option {key} is one of {words}, not {text!r}.")
            values[key] = match[0]
    return values


def record_from_arguments(game_id: str, seats_text: str, options: list[str], seed: int | None):
    """The record of a new game as `--new GAME --seats … --option … --seed …` describe it; a RecordError
    or ValueError (one sentence) when something does not fit the game."""
    from dawnofempires_gui.engine import RecordError, Seat, registry
    from dawnofempires_gui.engine.game import clean_name
    from dawnofempires_gui.engine.record import Record

    info = registry.get(game_id)
    seats = []
    for i, part in enumerate(p for p in seats_text.split(",") if p.strip()):
        name, _, kind = part.partition(":")
        kind = kind.strip().lower()
        if kind not in ("", "human", "computer"):
            raise ValueError(f"Seat {i + 1}: {clean_name(kind, '?')!r} is not human or computer.")
        seats.append(Seat(clean_name(name, f"Player {i + 1}"), computer=kind == "computer"))
    if not seats:
        seats = [Seat(f"Player {i + 1}") for i in range(max(info.min_players, min(2, info.max_players)))]
    if not info.allows(len(seats)):
        raise RecordError(f"{info.name} is for {info.players} players, not {len(seats)}.")
    chosen = info.checked_options(option_values(info, options))
    return Record(info.id, seats, chosen, seed if seed is not None else random.randrange(1 << 31))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    load_plugins()
    record = None
    if args.new:
        from dawnofempires_gui.engine import RecordError

        if args.file:
            print("dawnofempires: error: give either --new GAME or a file to open, not both", file=sys.stderr)
            return 2
        try:
            record = record_from_arguments(args.new, args.seats, args.option, args.seed)
        except (RecordError, ValueError) as err:
            print(f"dawnofempires: error: {' '.join(str(err).split())}", file=sys.stderr)
            return 2
    elif args.seats or args.option or args.seed is not None:
        print("dawnofempires: error: --seats, --option and --seed go with --new GAME", file=sys.stderr)
        return 2

    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.ui.table import Table

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Dawn of Empires")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("dawnofempires_gui")
    app.setDesktopFileName("dawnofempires")  # Wayland matches windows to the menu entry by this
    if args.self_test:
        from dawnofempires_gui.selftest import run_self_test

        return run_self_test(app)
    table = Table()
    table.set_app_icon(app)
    if record is not None:
        if table.start(record) is None:
            table.launcher.show()
    elif args.file:
        table.launcher.show()
        table.open_file(Path(args.file))
    else:
        table.launcher.show()
    if args.screenshot:
        from PySide6.QtCore import QTimer

        def shoot() -> None:
            window = QApplication.activeWindow() or table.current_window()
            window.grab().save(args.screenshot)
            app.quit()

        QTimer.singleShot(args.wait_ms, shoot)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
