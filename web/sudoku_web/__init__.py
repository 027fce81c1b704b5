"""The browser UI of the Sudoku solver (runs in MicroPython through PyScript; every long job goes
to the engine worker's Pyodide, ``engine``).

All Sudoku logic is in sudoku_core; these modules are the page around it. By job:

  app           -- wiring only: makes the grid, the context and the panels, and starts the page
  context       -- what panels share: status and progress lines, the puzzle, clipboard, events
  options       -- the address's parameters, read once into one object (pure)
  timing        -- perf_counter on every interpreter (MicroPython counts milliseconds) (pure)
  grid          -- the grid widget: reading and writing its cells
  grid_keys     -- the grid's keyboard and focus (typing, moving, the one Tab stop)
  grid_marks    -- marks on the cells: conflicts, tutor and hint highlights, pencil marks
  cell_descriptions -- each cell's accessible description, built from the parts panels set
  grid_highlights -- the player's highlights: selected cell, its row/column/box, the same digit
  board_view    -- the board (a puzzle loaded, a step chosen) and an answer (a hint, a question) scrolled into sight
  pad           -- the digit pad's rules: keys, digits left, highlights, entry modes (pure)
  pad_panel     -- the digit pad: taps, long presses, the selected cell, no touch keyboard
  markup        -- the grid's HTML; also used by build.py at build time (pure)
  solver_panel  -- Solve, Cancel, Clear, Copy, Share, size, examples, paste
  busy_button   -- buttons disabled while their work runs, keeping the keyboard's focus
  text_puzzles  -- puzzles that arrive as text: a paste anywhere, the address's ?puzzle=
  controller    -- the solver's run: a solve job of the engine worker, cancelled at once
  variant_panel -- the variant panel: pick a variant, edit its rules (issue 32)
  variant_cells -- selecting cells for a variant's edits (click, Ctrl/Shift-click, Enter)
  variant_edits -- the edits of the selected cells: cages, thermometers, regions, even/odd
  variant_texts -- variant puzzles from a paste, the address (?variant=) and the samples
  variant_rules -- a variant's rules: edits and their stored form (pure)
  variant_draw  -- a variant drawn cell by cell: cages, regions, shading, parity, thermometers (pure)
  variant_words -- a variant's rules and broken rules in words (pure)
  variant_samples -- the sample variant puzzles (ISS strings)
  workspace     -- the work on the grid as data: givens, entries, marks; history; stored form (pure)
  workspace_panel -- entries, pencil marks, Fill candidates, Undo/Redo, remembering the work
  workspace_memory -- the work saved after each change, restored, another tab's work
  storage       -- the browser's storage for the work (never raises)
  guarded       -- JavaScript calls that may throw (storage), caught where MicroPython cannot
  saved_notice  -- the notice about saved work: storage trouble, the other-tab question
  settings      -- the player's settings: the table of choices and the values chosen (pure)
  settings_panel -- the Settings dialog: choosing, remembering, another tab's choices
  palette       -- the colours cells are painted with (Okabe-Ito), numbered for storage (pure)
  colour_panel  -- colour mode: the Colour toggle, the palette, painting cells as part of the work
  work_link     -- the player's work in a shared link (?work=): writing and reading it (pure)
  menu_panel    -- the narrow screen's Menu button: shows and hides the tabs and the toolbar
  logic_panel   -- the Hint / Apply / Explain controls: wiring and the page's events
  logic_search  -- the engine worker's searches for the logic panel: busy, progress, Stop looking
  logic_hint    -- Hint (three levels) and Apply
  logic_explain -- Explain: the path, the rating line, a step shown on the grid
  logic_rating  -- the rating line: Sudoku Explainer's rating (the engine's rate job) after the path
  drawing       -- a logical step drawn on the grid: candidates, pattern, chain arrows
  step_words    -- steps and hints in the page's language, from their parts
  variant_step_words -- a variant's steps and hints in the page's language (the core's words, Chinese here)
  technique_names -- the techniques' names in Chinese, without the logic engine (pure)
  new_puzzle    -- the shipped bank and what a request asks the generator (pure)
  new_puzzle_panel -- New puzzle, Generate (in the engine worker, with progress) and Stop
  play          -- playing a puzzle as data: the clock, m:ss, finished or wrong, the play record (pure)
  play_panel    -- the timer and Pause, a finished grid noticed, the play kept with the work
  start_panel   -- the Start button: typed givens become the puzzle to play, the clock starts
  play_mistakes -- wrong entries marked: mistakes=solution, and Show where on a full wrong grid
  records       -- the player's records: solved, best and average time, hints, daily streak (pure)
  records_store -- the records in storage: read at each finish, damage kept aside and said
  stats_panel   -- the Statistics dialog: the records per level and the streak
  daily         -- the daily puzzle: the weekday's level and the bank puzzle of the date (pure)
  daily_panel   -- the Daily puzzle button: today's puzzle on the board
  modes         -- the Solver | Tutor | Practice tabs
  tutor_panel   -- the tutor: makes its parts, wires its controls, follows the page's events
  tutor_trace   -- which trace the tutor follows: the algorithm and the player for the givens
  tutor_frames  -- the tutor's player: the engine worker's frames, a window at a time
  tutor_playback -- Step, Play/Pause, Back, Reset, Speed, scrubber: moving through the frames
  tutor_display -- the trace shown: grid, counters, data panel, code line, status line
  tutor_hints   -- the tutor's Hint button
  tutor_link    -- the tutor's Copy link and the address's ?algo= / ?step=
  code_view     -- the tutor's code panel
  race_panel    -- the tutor's race of every algorithm
  tutor_view    -- the tutor's texts and markup (pure)
  practice_panel -- the Practice tab: the learner's solver, run, judged, watched
  practice_session -- a run, case by case, on the page's clock; supervising the worker
  practice_results -- the verdict table and the Output region on the page
  practice_output -- what a case printed, capped and marked, as markup (pure)
  editor        -- the practice room's code editor (a textarea over highlighted text)
  practice_runner -- the practice worker from the page's side: start, run, stop
  practice_protocol -- the worker's messages, type-checked and capped (pure)
  practice_harness -- runs learners' code inside the worker, records board writes (pure)
  practice_judge -- the cases, templates and verdicts (pure)
  practice_view -- highlighting, verdict texts and the verdict table (pure)
  language      -- the page's language: choosing it and switching every text
  strings       -- every user-visible string, in one table per language (pure)
  strings_zh_cn -- the Chinese table, loaded on first use (pure)
  i18n          -- sentences from the core's parts (codes, cells, digits, units) (pure)
  reading       -- reading a puzzle from text people give the page (pure)
  engine        -- the engine worker from the page's side: jobs asked, awaited, cancelled
  embed         -- embed mode: postMessage API and height reports
  embed_api     -- the embed contract: URL options and message shapes (pure)
Modules marked pure have no DOM access and are tested in CPython (tests/web_unit).
"""
