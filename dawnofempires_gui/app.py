"""The program: the launcher, new games, opening and resuming saves, one game window at a time."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from dawnofempires_gui import __version__
from dawnofempires_gui.plugins import load_plugins


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dawnofempires", description="Five empire-building board games at one table.")
    parser.add_argument("--version", action="version", version=f"dawnofempires {__version__}")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--self-test", action="store_true", help="play every game with computer seats through the window, exit 0 if all went well")
    parser.add_argument("--new", metavar="GAME", help="start a new game of GAME at once")
    parser.add_argument("--seats", default="", help='with --new: "Ana,Ben:computer,…" (":computer" marks a computer seat)')
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="with --new: a game option")
    parser.add_argument("--seed", type=int, default=None, help="with --new: the seed")
    parser.add_argument("--screenshot", metavar="PNG", help="save a picture of the window after --wait-ms and quit")
    parser.add_argument("--wait-ms", type=int, default=1500)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    load_plugins()

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
    if args.new:
        table.start_from_arguments(args.new, args.seats, args.option, args.seed)
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
