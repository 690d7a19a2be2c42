import Foundation

// # The report page
//
// After a test run, `Artifacts/report/index.html` lists every golden and
// snapshot compared in it: name, status (failed, new, passed), the
// comparison's summary, and the expected, actual and difference images,
// with a slider overlay (drag to wipe between expected and actual) and an
// onion-skin toggle (actual over expected at a chosen opacity), filters for
// failed, new and passed, and nothing to serve: it opens from `file://`.
//
// How it is written, with several processes in one run (the test process
// and its preview workers): each comparison is one small JSON file under
// `Artifacts/report/entries/`, named by run, process and sequence, so
// writers never share a file. Every process rewrites `report-data.js` (the
// entries as one script, which a page opened from `file://` can load where
// it could not fetch JSON) and `index.html` when it exits; the last to exit
// writes them all. A run is told from the last by `FLIPBOOK_REPORT_RUN`:
// the test process sets it (from its parent, `swift test`, so the processes
// `swift test --parallel` starts for XCTest cases share it), and hands it to
// the preview workers it starts;
// each process removes other runs' entries when it first writes to a
// folder, never its own run's. (When the first to report cleared the whole
// folder, a worker started before the test process had reported could
// delete the test process's entries: one run's page lost a golden.)

/// One comparison, as the report page shows it.
package struct GoldenReportEntry: Codable {
  package enum Status: String, Codable { case failed, new, passed }
  var name: String
  var suite: String
  var status: Status
  var summary: String
  /// Paths relative to the report folder (nil: none).
  var expected: String?
  var actual: String?
  var difference: String?
}

/// Writes the report page (see above).
package enum GoldenReportPage {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var sequence = 0
  /// The report folders this process has written entries to.
  nonisolated(unsafe) private static var folders: [URL] = []
  nonisolated(unsafe) private static var exitHookInstalled = false

  /// Records one comparison for the report of the package holding `testFile`,
  /// under the test file's name.
  package static func add(
    name: String, testFile: String, status: GoldenReportEntry.Status, summary: String, expected: URL?, actual: URL?,
    difference: URL?
  ) {
    let file = URL(fileURLWithPath: testFile)
    add(
      name: name, suite: file.deletingPathExtension().lastPathComponent, root: GoldenPlace.packageRoot(of: file),
      status: status, summary: summary, expected: expected, actual: actual, difference: difference)
  }

  /// Records one comparison for the report of the package at `root`
  /// (`Artifacts/report` there), under `suite`.
  package static func add(
    name: String, suite: String, root: URL, status: GoldenReportEntry.Status, summary: String, expected: URL?,
    actual: URL?, difference: URL?
  ) {
    let report = GoldenSharding.reportFolder(in: root)
    func relative(_ url: URL?) -> String? { url.map { relativePath(of: $0, from: report) } }
    let entry = GoldenReportEntry(
      name: name, suite: suite, status: status, summary: summary, expected: relative(expected), actual: relative(actual),
      difference: relative(difference))
    append(entry, to: report)
  }

  /// `url` relative to the folder `folder` ("../../Tests/…"), or its
  /// absolute URL when the two share no more than the file system's root.
  static func relativePath(of url: URL, from folder: URL) -> String {
    let target = url.standardizedFileURL.pathComponents, base = folder.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    guard common > 1 else { return url.standardizedFileURL.absoluteString }
    return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
  }

  /// Adds `entry` to the report in `report`.
  static func append(_ entry: GoldenReportEntry, to report: URL) {
    lock.withLock {
      do {
        try start(report)
        sequence += 1
        let file = report.appendingPathComponent("entries/\(runLocked())-\(getpid())-\(sequence).json")
        try JSONEncoder().encode(entry).write(to: file, options: .atomic)
      } catch {
        // The report is a convenience beside the test's own failure
        // message: a folder that can't be written loses the page only.
      }
    }
  }

  /// This run's identity: `FLIPBOOK_REPORT_RUN` as this process found it,
  /// else one made (and put in the environment) by the first process to
  /// ask, which is the test process. It is asked before the preview batch
  /// starts its workers and handed to them, so their entries and the test
  /// process's are one run's, whichever writes first.
  package static var run: String {
    lock.withLock { runLocked() }
  }

  nonisolated(unsafe) private static var runID: String?

  private static func runLocked() -> String {
    if let runID { return runID }
    let id = ProcessInfo.processInfo.environment["FLIPBOOK_REPORT_RUN"] ?? parentRun()
    setenv("FLIPBOOK_REPORT_RUN", id, 1)
    runID = id
    return id
  }

  /// The run of a process nobody handed one to: its parent's (the process
  /// id and start time of `swift test`, which starts every test process of
  /// a run, one or, with `--parallel`, one per XCTest case), so processes
  /// started side by side keep each other's entries; this process's own
  /// when started from a shell or the parent's start time can't be read.
  private static func parentRun() -> String {
    let parent = getppid()
    // Started from a shell: each start is a run of its own.
    let command = (try? String(contentsOfFile: "/proc/\(parent)/comm", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if let command, !["sh", "bash", "dash", "zsh", "fish", "ksh"].contains(command),
      let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    {
      // Field 22, the start time in clock ticks, counted after the
      // command's closing parenthesis (field 2 may hold spaces).
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 19 { return "p\(parent)-\(fields[19])" }
    }
    return "\(getpid())-\(Int(Date().timeIntervalSince1970))"
  }

  /// Starts this process's part of the run's report in `report`: the
  /// entries of other runs are removed (each entry's file name starts with
  /// its run), never this run's, so no process of a run deletes what
  /// another wrote, whichever starts first.
  private static func start(_ report: URL) throws {
    guard !folders.contains(report) else { return }
    folders.append(report)
    let entries = report.appendingPathComponent("entries")
    let run = runLocked()
    let files = (try? FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil)) ?? []
    // Entries only: another process's atomic write of an entry of this run
    // is a temporary file of another name until it is renamed.
    for file in files where file.pathExtension == "json" && !file.lastPathComponent.hasPrefix(run + "-") {
      try? FileManager.default.removeItem(at: file)
    }
    try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
    if !exitHookInstalled {
      exitHookInstalled = true
      atexit { GoldenReportPage.writePages() }
    }
  }

  /// Writes the pages of every report this process added to.
  static func writePages() {
    for report in lock.withLock({ folders }) { writePage(in: report) }
  }

  /// Writes `report-data.js` and `index.html` in `report` from every entry
  /// of the run.
  static func writePage(in report: URL) {
    let entries = report.appendingPathComponent("entries")
    let files = (try? FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil)) ?? []
    var all = files.filter { $0.pathExtension == "json" }.compactMap { file -> GoldenReportEntry? in
      guard let data = try? Data(contentsOf: file) else { return nil }
      return try? JSONDecoder().decode(GoldenReportEntry.self, from: data)
    }
    let order: [GoldenReportEntry.Status: Int] = [.failed: 0, .new: 1, .passed: 2]
    all.sort { (order[$0.status]!, $0.suite, $0.name) < (order[$1.status]!, $1.suite, $1.name) }
    guard let json = try? JSONEncoder().encode(all), let text = String(data: json, encoding: .utf8) else { return }
    try? Data(("window.FLIPBOOK_REPORT = " + text + ";\n").utf8).write(
      to: report.appendingPathComponent("report-data.js"), options: .atomic)
    try? Data(html.utf8).write(to: report.appendingPathComponent("index.html"), options: .atomic)
  }

  /// The page: static HTML, its script reading `report-data.js`.
  static let html = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Flipbook golden report</title>
    <style>
    body { font: 14px -apple-system, "Inter", "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
    h1 { font-size: 22px; margin: 0 0 12px; }
    .filters button { margin-right: 6px; padding: 4px 10px; border: 1px solid #c7c7cc; border-radius: 14px; background: #fff; }
    .filters button.on { background: #007aff; color: #fff; border-color: #007aff; }
    .case { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
    .status { font-weight: 600; text-transform: uppercase; font-size: 11px; padding: 2px 8px; border-radius: 8px; color: #fff; }
    .failed .status { background: #ff3b30; } .new .status { background: #ff9500; } .passed .status { background: #34c759; }
    .summary { color: #636366; margin: 6px 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    .images { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
    .images figure { margin: 0; } .images figcaption { font-size: 11px; color: #8e8e93; }
    .images img { max-width: 360px; border: 1px solid #e5e5ea; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0/16px 16px; }
    .compare { position: relative; display: inline-block; }
    .compare img { display: block; max-width: 360px; }
    .compare .top { position: absolute; left: 0; top: 0; }
    .tools label { font-size: 12px; margin-right: 12px; }
    </style></head>
    <body>
    <h1>Flipbook golden report</h1>
    <p id="counts"></p>
    <div class="filters"><button data-filter="failed" class="on">failed</button><button data-filter="new" class="on">new</button><button data-filter="passed">passed</button></div>
    <div id="cases"></div>
    <script src="report-data.js"></script>
    <script>
    const entries = window.FLIPBOOK_REPORT || [];
    const shown = { failed: true, new: true, passed: false };
    const counts = { failed: 0, new: 0, passed: 0 };
    entries.forEach(e => counts[e.status]++);
    document.getElementById("counts").textContent =
      `${entries.length} compared: ${counts.failed} failed, ${counts.new} new, ${counts.passed} passed`;
    function image(src, caption) {
      const figure = document.createElement("figure");
      const img = document.createElement("img");
      img.src = src; img.dataset.loaded = "pending"; img.className = "shot";
      img.onload = () => img.dataset.loaded = "true";
      img.onerror = () => img.dataset.loaded = "false";
      const text = document.createElement("figcaption"); text.textContent = caption;
      figure.append(img, text);
      return figure;
    }
    function render() {
      const list = document.getElementById("cases");
      list.textContent = "";
      for (const e of entries) {
        if (!shown[e.status]) continue;
        const card = document.createElement("section");
        card.className = "case " + e.status;
        card.dataset.name = e.name;
        const title = document.createElement("div");
        const status = document.createElement("span"); status.className = "status"; status.textContent = e.status;
        title.append(status, " " + e.suite + " / " + e.name);
        const summary = document.createElement("div"); summary.className = "summary"; summary.textContent = e.summary;
        const images = document.createElement("div"); images.className = "images";
        if (e.expected) images.append(image(e.expected, "expected"));
        if (e.actual) images.append(image(e.actual, "actual"));
        if (e.difference) images.append(image(e.difference, "expected | difference | actual"));
        card.append(title, summary, images);
        if (e.expected && e.actual) {
          const tools = document.createElement("div"); tools.className = "tools";
          const compare = document.createElement("div"); compare.className = "compare";
          const under = document.createElement("img"); under.src = e.expected;
          const over = document.createElement("img"); over.src = e.actual; over.className = "top";
          compare.append(under, over);
          const slider = document.createElement("input"); slider.type = "range"; slider.min = 0; slider.max = 100; slider.value = 50;
          const onion = document.createElement("input"); onion.type = "checkbox";
          const update = () => {
            if (onion.checked) { over.style.clipPath = "none"; over.style.opacity = slider.value / 100; }
            else { over.style.opacity = 1; over.style.clipPath = `inset(0 0 0 ${slider.value}%)`; }
          };
          slider.oninput = update; onion.onchange = update; update();
          const l1 = document.createElement("label"); l1.append("slider ", slider);
          const l2 = document.createElement("label"); l2.append(onion, " onion skin");
          tools.append(l1, l2);
          card.append(tools, compare);
        }
        list.append(card);
      }
    }
    document.querySelectorAll(".filters button").forEach(button => button.onclick = () => {
      shown[button.dataset.filter] = !shown[button.dataset.filter];
      button.classList.toggle("on");
      render();
    });
    render();
    </script>
    </body></html>
    """
}
