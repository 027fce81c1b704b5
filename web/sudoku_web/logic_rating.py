"""Explain's rating line: Sudoku Explainer's rating (SE, the forum's "SER") from the position.

Its own part because the rating is not the listed path's: Explain lists the *teaching* path (the
easiest step each time, techniques SE does not have included), while the rating follows Sudoku
Explainer 1.2.1's rules (its producers in its order, the first that finds a step supplies it;
``sudoku_core.logic.se``). So, once the path is listed, the engine worker finds SE's path from the same grid (its
``rate`` job), with the progress line and "Stop looking" like any search (``logic_search``), and the line
shows SE's value, level and hardest technique. SE rates 9x9 puzzles only: on other sizes the line
rates the listed path on this page's own scale, and says so. A variant's rating is its listed path's
(its techniques' values on the same scale, ``sudoku_core.variants.logic``), sent with the path.
"""

from __future__ import annotations

from . import i18n
from .strings import t, t_n

#: The grid size Sudoku Explainer rates.
SE_SIZE = 9


class RatingLine:
    def __init__(self, ctx, el, search):
        self.ctx = ctx
        self.el = el                  # the logic panel's controls: "rating"
        self.search = search          # logic_search.LogicSearch
        self.rating = None            # rate_path's fields, once known
        self.scale = ""               # "se" (Sudoku Explainer's), "own" (the listed path's), "variant", "" none yet
        self.state = "pending"        # "pending", "stopped" or "done"
        self.guesses = 0              # the fast solver's backtracks on the puzzle

    def clear(self):
        """The line hidden, and its values with it (``ratingSe`` kept the last puzzle's)."""
        self.rating, self.scale, self.state = None, "", "pending"
        self.el["rating"].hidden = True
        self.ctx.mark(ratingSe="", ratingLevel="")

    async def find(self, grid, guesses, still_here):
        """Rate from ``grid`` (the position's candidates, a hint's): the engine's ``rate`` job (SE's
        path on a 9x9 grid, else the teaching path on this page's own scale). ``still_here()``:
        whether the position is unchanged (a stopped search then says so in the line; a moved
        one leaves the line to ``clear``)."""
        from sudoku_jobs.wire import encode_grid

        self.guesses = guesses
        self.scale, self.state = ("se" if grid is not None and grid.size == SE_SIZE else "own"), "pending"
        self.render()
        found = await self.search.run("rate", {"grid": encode_grid(grid)}, "rating_progress")
        if found is not None and still_here():
            rating, scale = fields_of(found, "rating"), fields_of(found, "scale")
            if rating is None:
                self.clear()
            else:
                self.show(fields_of(rating), scale or self.scale)
        elif still_here():
            self.state = "stopped"
            self.render()

    def show(self, rating, scale):
        self.rating, self.scale, self.state = rating, scale, "done"
        self.render()

    def render(self):
        """The line in the page's language (again after a change of language)."""
        from .step_words import name_of

        line = self.el["rating"]
        line.title = t({"se": "rating_title_se", "variant": "rating_title_variant"}.get(self.scale, "rating_title_own"))
        line.hidden = False
        rating = self.rating
        if self.state != "done" or rating is None:
            line.textContent = t("rating_pending" if self.state == "pending" else "rating_stopped")
            self.ctx.mark(ratingSe="", ratingLevel="")
            return
        hardest = name_of(rating["hardest"]) if rating["hardest"] else t("rating_none")
        own = {"own": "_own", "variant": "_variant"}.get(self.scale, "")
        guesses = t_n("n_times", self.guesses, count=i18n.fmt_int(self.guesses))
        n = rating["steps"]
        steps = t_n("n_steps" if rating["solved"] else "n_logical_steps", n, count=i18n.fmt_int(n))
        if rating.get("stopped"):     # a variant's path walked until its time ran out
            line.textContent = t("rating_budget_variant", steps=steps, hardest=hardest,
                                 reached=f"{rating['reached']:.1f}", guesses=guesses)
        elif rating["solved"]:
            line.textContent = t("rating" + own, se=f"{rating['se']:.1f}", level=t("level_" + rating["level"]),
                                 hardest=hardest, steps=steps, guesses=guesses)
        else:
            line.textContent = t("rating_stuck" + own, steps=steps, hardest=hardest,
                                 reached=f"{rating['reached']:.1f}", guesses=guesses)
        self.ctx.mark(ratingSe="" if rating["se"] is None else f"{rating['se']:.1f}", ratingLevel=rating["level"])


def fields_of(value, name=None):
    """A decoded answer's field ``name`` (attribute or key), or (no name) a rating's fields as a
    dict: the line reads ``rating["se"]``, as ``rate_path`` gives them."""
    if name is not None:
        return value.get(name) if isinstance(value, dict) else getattr(value, name, None)
    return value if isinstance(value, dict) else dict(value.__dict__)
