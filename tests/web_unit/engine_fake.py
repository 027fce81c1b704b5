"""A stand-in for ``window.sudokuEngine`` (web/engine_client.js) in CPython: the same calls, its jobs
run by ``sudoku_jobs.jobs.run_json`` as the worker runs them, when a test says (``run_next``) or at
once (``auto``)."""

import asyncio

from sudoku_jobs import jobs


class Handle:
    def __init__(self, id, promise):
        self.id, self.promise = id, promise


class FakeEngine:
    """engine_client.js in miniature: jobs wait until ``start()``; ``run_next()`` runs one."""

    def __init__(self, state="starting", auto=False):
        self.state = state
        self.auto = auto
        self.onstate = None
        self.queue = []
        self.cancelled = []
        self.next_id = 1

    def set_state(self, state):
        self.state = state
        if self.onstate:
            self.onstate(state)

    def request(self, job, args_json, on_progress=None):
        assert isinstance(args_json, str)  # only JSON text crosses to JavaScript
        future = asyncio.get_running_loop().create_future()
        handle = Handle(self.next_id, future)
        self.next_id += 1
        self.queue.append((handle, job, args_json, on_progress))
        if self.auto:
            asyncio.get_running_loop().call_soon(self.run_next)
        return handle

    def cancel(self, id):
        self.cancelled.append(id)
        for entry in list(self.queue):
            if entry[0].id == id:
                self.queue.remove(entry)
                entry[0].promise.set_exception(RuntimeError("cancelled"))

    def run_next(self):
        if not self.queue:
            return
        handle, job, args_json, on_progress = self.queue.pop(0)
        handle.promise.set_result(jobs.run_json(job, args_json, lambda text, keep: on_progress and on_progress(text)))

    def crash(self):
        handle = self.queue.pop(0)[0]
        handle.promise.set_exception(RuntimeError("engine crashed: out of memory"))
