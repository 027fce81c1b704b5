"""``python -m sudoku_core COMMAND``: the parser of every command, and :func:`main`.

The commands live beside this module: ``solve`` (:mod:`.solve`), ``rate`` and
``explain`` (:mod:`.logic`), ``hint`` (:mod:`.hint`), ``generate`` and ``bank`` (:mod:`.generate`); what
they share about reading and writing is in :mod:`.streams`.
"""

from __future__ import annotations

import argparse
import io

import sys

from .streams import CLOSED_OUTPUT, INTERRUPTED, error_line, exit_interrupted, run_guarded, silence_stdout


def build_parser() -> argparse.ArgumentParser:
    # The commands are imported here, not above: ``python -m sudoku_core.cli.logic`` runs that
    # module as __main__, so importing the package must not have imported it already.
    from . import generate, hint, logic, solve

    parser = argparse.ArgumentParser(prog="python -m sudoku_core", description="A fast, honest Sudoku solver.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    solve.add_commands(commands)
    logic.add_commands(commands)  # rate and explain
    hint.add_commands(commands)
    generate.add_commands(commands)  # generate and bank
    return parser


def script() -> int:
    """The ``sudoku-core`` script (``pyproject.toml``): :func:`main` as the whole process."""
    return main(own_process=True)


def _parsed(parser: argparse.ArgumentParser, argv):
    """``parser.parse_args(argv)``, its help (``--help``) written here rather than by argparse,
    which drops a write's error: ``--help > /dev/full`` ended with status 0, nothing written,
    nothing said. An OSError from writing it is raised."""
    if sys.stdout is None:   # started with standard output closed: argparse's way (help to stderr, 0)
        return parser.parse_args(argv)
    real, sys.stdout = sys.stdout, io.StringIO()
    try:
        return parser.parse_args(argv)
    except SystemExit:
        helped = sys.stdout.getvalue()
        sys.stdout = real
        if helped:
            real.write(helped)
            real.flush()
        raise
    finally:
        sys.stdout = real


def _help_unwritten(error: OSError) -> int:
    """The help could not be written: a full disk said in one line, a closed pipe (``| head -1``)
    quietly; status 1 either way, as a command's."""
    silence_stdout()
    if not isinstance(error, BrokenPipeError):
        error_line(f"cannot write the output: {error.strerror or error}")
    return CLOSED_OUTPUT


def main(argv=None, own_process: bool = False) -> int:
    """Run one command; its exit status. ``own_process``: see :func:`.streams.run_guarded`.

    Ctrl+C while the commands are imported and the arguments read (the first 0.2-0.4 s) ends it
    as it does later (status 130, no traceback), not only once the command runs."""
    try:
        from . import generate, hint, logic, solve

        args = _parsed(build_parser(), argv)
    except KeyboardInterrupt:
        if own_process:
            exit_interrupted()
        return INTERRUPTED
    except OSError as error:   # --help not written: as a command's output
        return _help_unwritten(error)
    # A closed output (piped into `head`) stops quietly with status 1, never 120.
    return run_guarded({**solve.RUNNERS, **logic.RUNNERS, **hint.RUNNERS, **generate.RUNNERS}[args.command], args, own_process)
