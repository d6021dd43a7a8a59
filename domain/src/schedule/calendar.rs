use std::collections::BTreeSet;

use chrono::{Datelike, Days, NaiveDate};

use super::lesson::Weekday;
use crate::validation::Invalid;

/// A closed range of days: `start` to `end`, both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DateSpan {
    start: NaiveDate,
    end: NaiveDate,
}

/// The first and last day a span is open towards: the years 1 to 9999, which the database stores
/// (chrono's own limits lie beyond them).
pub const FIRST_DAY: NaiveDate = match NaiveDate::from_ymd_opt(1, 1, 1) {
    Some(day) => day,
    None => NaiveDate::MIN,
};
pub const LAST_DAY: NaiveDate = match NaiveDate::from_ymd_opt(9999, 12, 31) {
    Some(day) => day,
    None => NaiveDate::MAX,
};

impl DateSpan {
    /// Every day the database stores.
    pub const ALL: DateSpan = DateSpan { start: FIRST_DAY, end: LAST_DAY };

    /// `None` when `end` comes before `start`.
    pub fn new(start: NaiveDate, end: NaiveDate) -> Option<DateSpan> {
        (start <= end).then_some(DateSpan { start, end })
    }

    pub fn start(self) -> NaiveDate {
        self.start
    }

    pub fn end(self) -> NaiveDate {
        self.end
    }

    pub fn contains(self, day: NaiveDate) -> bool {
        self.start <= day && day <= self.end
    }

    pub fn overlaps(self, other: DateSpan) -> bool {
        self.start <= other.end && other.start <= self.end
    }

    pub fn covers(self, other: DateSpan) -> bool {
        self.start <= other.start && other.end <= self.end
    }

    /// The teaching week that holds `day`: its Monday to its Saturday (a Sunday belongs to the week
    /// it ends).
    pub fn teaching_week(day: NaiveDate) -> DateSpan {
        let monday = day.week(chrono::Weekday::Mon).first_day();
        let saturday = monday.checked_add_days(Days::new(5)).unwrap_or(monday);
        DateSpan { start: monday, end: saturday }
    }

    pub fn days(self) -> impl Iterator<Item = NaiveDate> {
        self.start.iter_days().take_while(move |d| *d <= self.end)
    }

    /// The days both spans hold.
    pub fn intersection(self, other: DateSpan) -> Option<DateSpan> {
        DateSpan::new(self.start.max(other.start), self.end.min(other.end))
    }
}

/// A calendar month, `YYYY-MM` in the API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct YearMonth {
    year: i32,
    month: u32,
}

impl YearMonth {
    pub fn parse(value: &str) -> Result<YearMonth, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::Required);
        }
        let (year, month) = value.split_once('-').ok_or(Invalid::UnknownValue)?;
        if year.len() != 4 || month.len() != 2 {
            return Err(Invalid::UnknownValue);
        }
        let year: i32 = year.parse().map_err(|_| Invalid::UnknownValue)?;
        let month: u32 = month.parse().map_err(|_| Invalid::UnknownValue)?;
        if !(1..=12).contains(&month) || !(crate::curriculum::FIRST_YEAR as i32..=crate::curriculum::LAST_YEAR as i32).contains(&year) {
            return Err(Invalid::UnknownValue);
        }
        Ok(YearMonth { year, month })
    }

    pub fn of(day: NaiveDate) -> YearMonth {
        YearMonth { year: day.year(), month: day.month() }
    }

    /// The month's days, from the first to the last.
    pub fn span(self) -> DateSpan {
        // Never the default: the year is one a date holds (parsed within the curricula's years, or
        // taken from a date) and the month is 1 to 12, so its first day exists.
        let first = NaiveDate::from_ymd_opt(self.year, self.month, 1).unwrap_or_default();
        let next = if self.month == 12 {
            NaiveDate::from_ymd_opt(self.year + 1, 1, 1)
        } else {
            NaiveDate::from_ymd_opt(self.year, self.month + 1, 1)
        };
        // Only the last month a date can hold has no next month: its last day is the last date.
        let last = next.and_then(|next| next.pred_opt()).unwrap_or(NaiveDate::MAX);
        DateSpan { start: first, end: last }
    }

    pub fn days(self) -> impl Iterator<Item = NaiveDate> {
        self.span().days()
    }
}

impl std::fmt::Display for YearMonth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

/// The dates inside `window` on which a weekly lesson held on `weekday` between the days of `span`
/// takes place: every such weekday but the `skipped` ones (deleted for one day), in order.
pub fn occurrences(weekday: Weekday, span: DateSpan, skipped: &BTreeSet<NaiveDate>, window: DateSpan) -> Vec<NaiveDate> {
    let Some(within) = span.intersection(window) else {
        return Vec::new();
    };
    let from = within.start.weekday().number_from_monday();
    let ahead = (u32::from(weekday.get()) + 7 - from) % 7;
    let mut day = within.start.checked_add_days(Days::new(u64::from(ahead)));
    let mut found = Vec::new();
    while let Some(d) = day.filter(|d| *d <= within.end) {
        if !skipped.contains(&d) {
            found.push(d);
        }
        day = d.checked_add_days(Days::new(7));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn a_month_is_parsed_and_spans_its_days() {
        let feb = YearMonth::parse("2028-02").unwrap();
        assert_eq!(feb.span(), DateSpan::new(d(2028, 2, 1), d(2028, 2, 29)).unwrap());
        assert_eq!(feb.days().count(), 29);
        assert_eq!(YearMonth::parse("2026-12").unwrap().span().end(), d(2026, 12, 31));
        assert_eq!(feb.to_string(), "2028-02");
        for bad in ["2026-13", "2026-1", "26-01", "2026/01", "x"] {
            assert_eq!(YearMonth::parse(bad), Err(Invalid::UnknownValue), "{bad}");
        }
        assert_eq!(YearMonth::parse(""), Err(Invalid::Required));
    }

    #[test]
    fn a_teaching_week_runs_from_monday_to_saturday() {
        let week = DateSpan::new(d(2026, 11, 23), d(2026, 11, 28)).unwrap();
        for day in 23..=29 {
            assert_eq!(DateSpan::teaching_week(d(2026, 11, day)), week, "{day}");
        }
        let across = DateSpan::teaching_week(d(2026, 12, 31));
        assert_eq!((across.start(), across.end()), (d(2026, 12, 28), d(2027, 1, 2)));
        assert_eq!(across.days().count(), 6);
    }

    #[test]
    fn a_weekly_lesson_falls_on_its_weekday_minus_skipped_days() {
        // November 2026 starts on a Sunday; its Mondays are the 2nd, 9th, 16th, 23rd and 30th.
        let month = YearMonth::parse("2026-11").unwrap().span();
        let span = DateSpan::new(d(2026, 9, 1), d(2026, 11, 25)).unwrap();
        let skipped = BTreeSet::from([d(2026, 11, 9)]);
        let monday = Weekday::new(1).unwrap();
        assert_eq!(occurrences(monday, span, &skipped, month), vec![d(2026, 11, 2), d(2026, 11, 16), d(2026, 11, 23)]);
        let outside = DateSpan::new(d(2027, 1, 1), d(2027, 1, 30)).unwrap();
        assert!(occurrences(monday, outside, &skipped, month).is_empty());
    }

    fn naive(weekday: Weekday, span: DateSpan, skipped: &BTreeSet<NaiveDate>, window: DateSpan) -> Vec<NaiveDate> {
        window
            .start()
            .iter_days()
            .take_while(|day| *day <= window.end())
            .filter(|day| day.weekday().number_from_monday() == u32::from(weekday.get()))
            .filter(|day| span.contains(*day) && !skipped.contains(day))
            .collect()
    }

    proptest! {
        /// Expansion with one-day deletions and series ended early matches a day-by-day model.
        #[test]
        fn expansion_matches_the_naive_model(
            weekday in 1u8..=6,
            start in 0i64..200,
            length in 0i64..160,
            cut in proptest::option::of(0i64..160),
            skipped in proptest::collection::btree_set(0i64..360, 0..12),
            year in 2025i32..2028,
            month in 1u32..=12,
        ) {
            let base = d(2026, 1, 1);
            let at = |n: i64| base + chrono::Duration::days(n);
            let mut span = DateSpan::new(at(start), at(start + length)).unwrap();
            // "Delete until the end of the semester" from some day ends the series the day before.
            if let Some(cut) = cut.filter(|c| *c > 0 && *c <= length) {
                span = DateSpan::new(span.start(), at(start + cut - 1)).unwrap();
            }
            let skipped: BTreeSet<NaiveDate> = skipped.into_iter().map(at).collect();
            let window = YearMonth::parse(&format!("{year:04}-{month:02}")).unwrap().span();
            let weekday = Weekday::new(i64::from(weekday)).unwrap();
            prop_assert_eq!(occurrences(weekday, span, &skipped, window), naive(weekday, span, &skipped, window));
        }
    }
}
