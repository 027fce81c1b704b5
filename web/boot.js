// The only JavaScript of the page: show PyScript's loading stages before Python runs.
// (Python cannot report its own start-up; everything after that is Python.)
// The text template comes from the page (data-template), i.e. from sudoku_web/strings.py.
addEventListener("py:progress", (event) => {
  const line = document.getElementById("progress");
  if (line && document.body.dataset.ready !== "1") {
    line.textContent = (line.dataset.template || "{stage}").replace("{stage}", event.detail);
  }
});
// Deep links into the tutor (?algo= or ?step=) show the tutor layout from the first paint.
if (/[?&](algo|step)=/.test(location.search)) document.documentElement.dataset.mode = "tutor";
