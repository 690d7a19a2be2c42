#!/usr/bin/env python3
"""Writes manifest.json: the text runs of the reference images in this
folder, each with the font SwiftUI (or UIKit) set it in and the pixel
rectangle its ink lies in on the iOS reference.

The rectangles were found by banding each image's ink (rows with ink, then
columns split at gaps wider than an em) and checked by eye against the
images; the strings and fonts come from the test code that recorded them
(see SOURCES.md). Rerun after adding an image:  python3 make-manifest.py
"""
import json

CATEGORIES = [  # swift-snapshot-testing's file suffix -> SwiftUI DynamicTypeSize
    ("extra-small", "xSmall"), ("small", "small"), ("medium", "medium"), ("large", "large"),
    ("extra-large", "xLarge"), ("extra-extra-large", "xxLarge"), ("extra-extra-extra-large", "xxxLarge"),
    ("accessibility-medium", "accessibility1"), ("accessibility-large", "accessibility2"),
    ("accessibility-extra-large", "accessibility3"), ("accessibility-extra-extra-large", "accessibility4"),
    ("accessibility-extra-extra-extra-large", "accessibility5"),
]

def span(t, **kw):
    s = {"text": t}
    s.update(kw)
    return s

cases = []

# --- davdroman/TextBuilder: concatenated Text, .fixedSize() on white, .large, iPhone at 2x.
LOREM = [span("Lorem", underline=True), span("ipsum dolor"), span("sit", weight="bold"), span("amet, consectetur")]
def joined(sep, **kw):
    out = []
    for i, s in enumerate(LOREM):
        if i: out.append(span(sep, **kw))
        out.append(s)
    return out
for name, spans in [
    ("testBasicTextBuilder", LOREM),
    ("testSpacedTextBuilder", joined(" ")),
    ("testJoined_formattedSeparator", joined(" ** ", italic=True)),
    ("testCustomTextBuilder", joined(" \U0001F346 ")),
    ("testComplexTextBuilder", [span("Lorem", underline=True), span(" "), span("sit", weight="bold"),
                                span(" amet, consectetur 1 2 3")]),
]:
    cases.append({"image": f"TextBuilder/{name}.iOS.png", "source": "TextBuilder", "scale": 2, "frame": True,
                  "runs": [{"spans": spans, "font": {"style": "body"}}]})
# The newline-separated one: four lines in one Text; each line's ink, and the frame of all four.
lines = [([LOREM[0]], (0, 0, 278, 44)), ([LOREM[1]], (0, 44, 278, 88)), ([LOREM[2]], (0, 88, 278, 130)),
         ([LOREM[3]], (0, 130, 278, 173))]
cases.append({"image": "TextBuilder/testMultilineTextBuilder.iOS.png", "source": "TextBuilder", "scale": 2,
              "frame": True, "frameSpans": joined("\n"), "frameFont": {"style": "body"},
              "runs": [{"spans": s, "font": {"style": "body"}, "rect": list(r)} for s, r in lines]})

# --- pointfreeco/swift-snapshot-testing, testTraitsWithView: a UILabel in
# .preferredFont(forTextStyle: .title1), sized to fit, at every content size (3x).
for suffix, size in CATEGORIES:
    cases.append({"image": f"swift-snapshot-testing/testTraitsWithView.label-{suffix}.png",
                  "source": "swift-snapshot-testing", "scale": 3, "frame": True,
                  "runs": [{"spans": [span("What's the point?")], "font": {"style": "title", "dynamicTypeSize": size}}]})

# testTraits: four UILabels on an iPhone SE (320 x 568 pt, rendered at 3x): headline
# "What's" at the top, body "the" and "point" at the sides, subheadline "?" at the bottom.
SE_BANDS = {  # category -> (top, sides, bottom) ink bands from the images
    "extra-small": ((69, 101), (866, 905), (1669, 1695)), "small": ((69, 104), (864, 906), (1666, 1694)),
    "medium": ((70, 107), (863, 908), (1663, 1693)), "large": ((71, 110), (863, 910), (1661, 1694)),
    "extra-large": ((72, 115), (859, 912), (1656, 1693)), "extra-extra-large": ((75, 121), (859, 915), (1648, 1690)),
    "extra-extra-extra-large": ((77, 127), (858, 919), (1643, 1688)),
    "accessibility-medium": ((81, 141), (853, 926), (1632, 1686)),
    "accessibility-large": ((84, 155), (847, 934), (1618, 1683)),
    "accessibility-extra-large": ((89, 175), (839, 945), (1601, 1679)),
    "accessibility-extra-extra-large": ((94, 196), (832, 956), (1583, 1674)),
    "accessibility-extra-extra-extra-large": ((99, 213), (826, 965), (1563, 1669)),
}
for suffix, size in CATEGORIES:
    (t0, t1), (m0, m1), (b0, b1) = SE_BANDS[suffix]
    pad = 4
    cases.append({"image": f"swift-snapshot-testing/testTraits.iphone-se-{suffix}.png",
                  "source": "swift-snapshot-testing", "scale": 3, "frame": False, "runs": [
        {"spans": [span("What's")], "font": {"style": "headline", "dynamicTypeSize": size},
         "rect": [0, t0 - pad, 960, t1 + pad]},
        {"spans": [span("the")], "font": {"style": "body", "dynamicTypeSize": size}, "rect": [0, m0 - pad, 480, m1 + pad]},
        {"spans": [span("point")], "font": {"style": "body", "dynamicTypeSize": size},
         "rect": [480, m0 - pad, 960, m1 + pad]},
        {"spans": [span("?")], "font": {"style": "subheadline", "dynamicTypeSize": size},
         "rect": [0, b0 - pad, 960, b1 + pad]},
    ]})

# --- gonzalezreal/swift-markdown-ui: Markdown in its basic theme on an iPhone 8 (2x):
# text in .system(size: round(base x em)), strong = semibold, headings semibold at 2,
# 1.5, 1.17, 1, 0.83, 0.67 em, code monospaced at 0.94 em. The base is 16 pt in these
# images, not the 17 of the library's current source: the body size at the .medium
# category that swift-snapshot-testing's iPhone 8 config sets (the ink says so: every
# run is 1/16 narrower and shorter than 17 pt would make it, "Heading 1" is 29.5 pt
# from cap to descender, SF's 0.92 em at 32 pt). Ink is the grey pixels (the blue
# border is left out).
BASE = 16
SKY = ["The sky above the port was the color of", "television, tuned to a dead channel."]
head = [("Heading 1", 2, (103, 162)), ("Heading 2", 1.5, (338, 382)), ("Heading 3", 1.17, (553, 589)),
        ("Heading 4", 1, (758, 789)), ("Heading 5", 0.83, (958, 983)), ("Heading 6", 0.67, (1150, 1171))]
sky = [(204, 234), (247, 277)]
runs = []
for text, em, (y0, y1) in head:
    runs.append({"spans": [span(text)], "font": {"size": round(BASE * em), "weight": "semibold"},
                 "rect": [87, y0 - 3, 664, y1 + 3]})
for text, (y0, y1) in zip(SKY, sky):
    runs.append({"spans": [span(text)], "font": {"size": BASE}, "rect": [87, y0 - 3, 664, y1 + 3]})
cases.append({"image": "swift-markdown-ui/MarkdownTests.testHeadings.png", "source": "swift-markdown-ui", "scale": 2,
              "frame": False, "greyInk": True, "runs": runs})

inl = [
    ([span("This is bold text", weight="semibold")], (305, 331)),
    ([span("This text is italicized", italic=True)], (377, 402)),
    ([span("This was mistaken text", strikethrough=True)], (448, 473)),
    ([span("This text is ", weight="semibold"), span("extremely", weight="semibold", italic=True),
      span(" important", weight="semibold")], (518, 549)),
    ([span("All this text is important", weight="semibold", italic=True)], (589, 620)),
    ([span("MarkdownUI is fully compliant with the")], (661, 691)),
    ([span("Use "), span("git status", monospaced=True, size=round(BASE * 0.94)), span(" to list all new or modified")], (845, 875)),
    ([span("files that haven't yet been committed.")], (888, 918)),
    ([span("You can insert a line break")], (958, 983)),
]
cases.append({"image": "swift-markdown-ui/MarkdownTests.testInlines.png", "source": "swift-markdown-ui", "scale": 2,
              "frame": False, "greyInk": True,
              "runs": [{"spans": s, "font": {"size": BASE}, "rect": [60, y0 - 3, 690, y1 + 3]} for s, (y0, y1) in inl]})

code = [
    ("Use a group to collect multiple views into a", (421, 451), None),
    ("single instance, without affecting the layout of", (464, 494), None),
    ("those views. After creating a group, any", (506, 536), None),
    ("modifier you apply to the group affects all of", (548, 578), None),
    ("Group {", (660, 689), "mono"),
    ("    Text(\"SwiftUI\")", (699, 725), "mono"),
    ("    Text(\"Combine\")", (739, 765), "mono"),
    ("    Text(\"Swift System\")", (779, 809), "mono"),
    (".font(.headline)", (859, 885), "mono"),
]
runs = []
for text, (y0, y1), kind in code:
    font = {"size": round(BASE * 0.94), "design": "monospaced"} if kind else {"size": BASE}
    # Code lines are compared from the first ink, so leading spaces don't count.
    runs.append({"spans": [span(text.strip())], "font": font, "rect": [30, y0 - 3, 705, y1 + 3]})
cases.append({"image": "swift-markdown-ui/MarkdownTests.testCodeBlock.png", "source": "swift-markdown-ui", "scale": 2,
              "frame": False, "greyInk": True, "runs": runs})

# --- vjr2005/Challenge (no licence: not kept here; `fetch-references` copies the
# images from a fetched snapshot into fetched/, which git ignores). Its design
# system's typography tests, recorded on an iOS 18 simulator at 3x: SwiftUI views
# in `.padding().frame(width:)` snapped `as: .image` (sized to fit: 0 x 0 offered,
# so a long line keeps one line and truncates), every text style in the rounded
# design (bold and semibold titles), subheadline in the serif design, caption2
# and the row labels monospaced; text in the label colours (primary black,
# secondary and tertiary grey, so ink is found at a lower threshold).
CHALLENGE = {"repo": "vjr2005/Challenge", "commit": "69e327976cd9ea89097581b367648fcdeb2dcb78",
             "folder": "Libraries/DesignSystem/Tests/Snapshots/Theme/__Snapshots__/DSTypographySnapshotTests"}
TYPE = {  # the suite's typography: style -> (design, weight)
    "largeTitle": ("rounded", "bold"), "title": ("rounded", "bold"), "title2": ("rounded", "semibold"),
    "title3": ("rounded", "semibold"), "headline": ("rounded", "semibold"), "body": ("rounded", None),
    "subheadline": ("serif", None), "footnote": ("rounded", None), "caption": ("rounded", None),
    "caption2": ("monospaced", None),
}
GREY = {"largeTitle": "primary", "title": "primary", "title2": "primary", "title3": "primary", "headline": "primary",
        "body": "primary", "subheadline": "secondary", "footnote": "secondary", "caption": "secondary",
        "caption2": "tertiary"}
def styled(text, style, rect, color=None, **font):
    design, weight = TYPE[style]
    f = {"style": style, "design": design}
    if weight: f["weight"] = weight
    f.update(font)
    return {"spans": [span(text)], "font": f, "rect": rect, "color": color or GREY[style]}
def challenge(name, width, runs):
    cases.append({"image": f"fetched/vjr2005-Challenge/{name}.png", "source": "vjr2005/Challenge", "scale": 3,
                  "frame": False, "scene": f"challenge.{name}", "inkThreshold": 24,
                  "fetch": dict(repo=CHALLENGE["repo"], commit=CHALLENGE["commit"],
                                path=f"{CHALLENGE['folder']}/{name}.1.png"),
                  "runs": runs})
gallery = [("Large Title", "largeTitle", (70, 165)), ("Title", "title", (224, 287)), ("Title 2", "title2", (358, 407)),
           ("Title 3", "title3", (471, 516)), ("Headline", "headline", (579, 617)), ("Body", "body", (677, 723)),
           ("Subheadline", "subheadline", (771, 805)), ("Footnote", "footnote", (861, 888)),
           ("Caption", "caption", (942, 975)), ("Caption 2", "caption2", (1018, 1050))]
challenge("typographyGallery", 320, [styled(t, st, [0, y0 - 6, 960, y1 + 6]) for t, st, (y0, y1) in gallery])
caption_label = {"style": "caption", "design": "rounded", "weight": "semibold"}
designs = [("Rounded (titles, body)", None, (56, 89)), ("The quick brown fox jumps", "body", (116, 161)),
           ("Serif (subheadline)", None, (220, 252)), ("The quick brown fox jumps", "subheadline", (277, 320)),
           ("Monospaced (caption2)", None, (377, 409)), ("The quick brown fox jumps", "caption2", (429, 461))]
runs = []
for t, st, (y0, y1) in designs:
    if st: runs.append(styled(t, st, [0, y0 - 6, 960, y1 + 6]))
    else: runs.append({"spans": [span(t)], "font": dict(caption_label), "rect": [0, y0 - 6, 960, y1 + 6],
                       "color": "secondary"})
challenge("fontDesignComparison", 320, runs)
# The body line is truncated on iOS ("…provid…"): part of the scene, not measured.
hierarchy = [("Page Title", "largeTitle", (70, 165)), ("Section Header", "title2", (221, 270)),
             ("Additional context in subheadline", "subheadline", (428, 461)),
             ("Last updated: 2024-01-15", "caption", (516, 548))]
challenge("typographyHierarchy", 320, [styled(t, st, [0, y0 - 6, 960, y1 + 6]) for t, st, (y0, y1) in hierarchy])
labels = ["largeTitle", "title", "title2", "title3", "headline", "body", "subheadline", "footnote", "caption", "caption2"]
left = [(116, 152), (269, 298), (401, 430), (522, 552), (635, 664), (746, 780), (847, 876), (946, 972), (1035, 1071),
        (1126, 1162)]
right = [(72, 164), (238, 314), (382, 442), (508, 562), (627, 674), (736, 782), (844, 886), (944, 979), (1038, 1070),
         (1131, 1161)]
runs = []
for name, (l0, l1), (r0, r1) in zip(labels, left, right):
    runs.append({"spans": [span(name)], "font": {"style": "caption", "design": "monospaced"},
                 "rect": [0, l0 - 4, 320, l1 + 4], "color": "tertiary"})
    runs.append(styled("Sample Text", name, [320, r0 - 4, 1080, r1 + 4]))
challenge("typographyWithLabels", 360, runs)

# --- marian-stanciulica/Foodybite (no licence: not kept here; `fetch-references`
# copies the images). Its screens' snapshot tests, recorded on an iOS 18.1
# simulator as an iPhone 13 at 3x, which swift-snapshot-testing sets to the
# .medium content size (body 16 pt, title2 21, title 27, headline 16 semibold):
# bold and semibold runs at text and display sizes, over white.
FOODYBITE = {"repo": "marian-stanciulica/Foodybite", "commit": "dada87c03086be646515c525e1e47d516eca03b1",
             "folder": "FoodybiteUITests/Snapshot Tests"}
def foodybite(folder, name, runs):
    cases.append({"image": f"fetched/marian-stanciulica-Foodybite/{name}.light.png",
                  "source": "marian-stanciulica/Foodybite", "scale": 3, "frame": False,
                  "fetch": dict(repo=FOODYBITE["repo"], commit=FOODYBITE["commit"],
                                path=f"{FOODYBITE['folder']}/{folder}/__Snapshots__/{name.split('.')[0]}/{name.split('.')[1]}.light.png"),
                  "runs": runs})
def medium(text, style, rect, weight=None):
    font = {"style": style, "dynamicTypeSize": "medium"}
    if weight: font["weight"] = weight
    return {"spans": [span(text)], "font": font, "rect": rect}
foodybite("Home", "HomeViewSnapshotTests.test_homeViewSuccessState", [
    medium("restaurant name 1", "title2", [100, 1052, 650, 1128], "bold"),
    medium("restaurant name 2", "title2", [100, 1896, 655, 1972], "bold"),
    medium("Open", "body", [145, 436, 290, 503], "bold"),
    medium("Closed", "body", [145, 1280, 325, 1347], "bold"),
    medium("3.0", "caption", [965, 446, 1030, 495], "semibold"),
])
foodybite("Profile/Profile", "ProfileViewSnapshotTests.test_profileViewWhenGetReviewsStateIsFailure", [
    medium("Testing", "title", [440, 636, 725, 717]),
    medium("testing@testing.com", "footnote", [400, 727, 770, 769]),
    medium("Settings", "headline", [735, 1100, 940, 1156]),
    medium("An error occured while fetching reviews.", "headline", [110, 1357, 1050, 1412]),
    medium("Please try again later!", "headline", [110, 1420, 1050, 1475]),
])

with open("manifest.json", "w") as f:
    json.dump({"cases": cases}, f, indent=1)
    f.write("\n")
print(len(cases), "images,", sum(len(c["runs"]) for c in cases), "runs")
