#!/usr/bin/python3
"""Writes the workbooks of Fuzz/xlsx-seeds with openpyxl (an independent writer), over the columns
FuzzXLSX's sheet reads (name, n, day, time, flag): text of several scripts, numbers, dates and times
in their formats, booleans, a formula, empty and sparse cells, a second sheet, and rows of a value in
column ALL only, past the columns the first row names (each once held as 1,000 cells). Run it in
Fuzz/ with Debian's python3, where apt installs openpyxl."""
import datetime

import openpyxl

HEADER = ["name", "n", "day", "time", "flag"]


def book(name, rows, setup=None):
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(HEADER)
    for row in rows:
        sheet.append(row)
    if setup:
        setup(workbook, sheet)
    workbook.save(f"xlsx-seeds/{name}.xlsx")


def dates(workbook, sheet):
    for row in sheet.iter_rows(min_row=2):
        row[2].number_format = "yyyy-mm-dd"
        row[3].number_format = "hh:mm"


def far(workbook, sheet):
    for row in range(2, 5002):
        sheet.cell(row=row, column=1000, value=True)


def rich(workbook, sheet):
    sheet["A3"] = "  spaced\ttext\n"
    sheet["B4"] = "=SUM(B2:B3)"
    sheet["D6"] = "sparse"
    workbook.create_sheet("second").append(["not", "read"])


book("plain", [["Ada", 3, "2026-03-14", "09:30", True], ["Bo", 12.5, "", "", False], ["Жук", -1, "x", "y", True]])
book(
    "dates",
    [
        ["Cy", 1, datetime.date(2026, 3, 14), datetime.time(9, 30), None],
        ["Di", 2, datetime.datetime(1900, 2, 28, 23, 59), datetime.time(0, 0, 1), None],
        ["Ed", 3e9, datetime.date(9999, 12, 31), datetime.time(23, 59, 59), None],
    ],
    dates,
)
book("far-column", [], far)
book("formula-sparse", [["سلام", 1, None, None, None], [None, 2, None, None, None], ["漢字", None, None, None, None]], rich)
