use chrono::{Days, NaiveDate};

use crate::assessment::{AssessmentInvalid, Gpa};
use crate::audit::Snapshot;
use crate::validation::{Invalid, ValidationErrors};

code_enum!(
    /// The absence thresholds of a semester: a warning, a reprimand, a proposal to expel.
    ThresholdLevel { Warning = "WARNING", Reprimand = "REPRIMAND", Expulsion = "EXPULSION" }
);

/// An institution's journal rules (DOMAIN.md: institution settings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JournalSettings {
    /// Days after the lesson day on which its teacher may still record the roll (0: the day only).
    pub window_days: u8,
    /// Days after the exam date on which a control sheet closes by itself.
    pub sheet_close_days: u8,
    /// Unexcused absence hours in a semester that bring a warning, a reprimand, an expulsion proposal.
    pub warning_hours: i32,
    pub reprimand_hours: i32,
    pub expulsion_hours: i32,
    /// The GPA a student on the credit system needs to move to the next course.
    pub promotion_gpa: Gpa,
}

impl Default for JournalSettings {
    fn default() -> Self {
        JournalSettings {
            window_days: 0,
            sheet_close_days: 2,
            warning_hours: 12,
            reprimand_hours: 36,
            expulsion_hours: 74,
            promotion_gpa: Gpa::from_tenths(24),
        }
    }
}

/// The settings as a form sends them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SettingsForm {
    pub window_days: i64,
    pub sheet_close_days: i64,
    pub warning_hours: i64,
    pub reprimand_hours: i64,
    pub expulsion_hours: i64,
    /// In tenths: 24 is a GPA of 2.4.
    pub promotion_gpa_tenths: i64,
}

pub const MAX_WINDOW_DAYS: i64 = 14;
pub const MAX_SHEET_CLOSE_DAYS: i64 = 30;
pub const MAX_THRESHOLD_HOURS: i64 = 1000;

impl JournalSettings {
    pub fn parse(form: &SettingsForm) -> Result<JournalSettings, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let mut within = |field: &str, value: i64, min: i64, max: i64| {
            if !(min..=max).contains(&value) {
                errors.add(field, Invalid::OutOfRange { min, max });
            }
        };
        within("window_days", form.window_days, 0, MAX_WINDOW_DAYS);
        within("sheet_close_days", form.sheet_close_days, 0, MAX_SHEET_CLOSE_DAYS);
        within("warning_hours", form.warning_hours, 1, MAX_THRESHOLD_HOURS);
        within("reprimand_hours", form.reprimand_hours, 1, MAX_THRESHOLD_HOURS);
        within("expulsion_hours", form.expulsion_hours, 1, MAX_THRESHOLD_HOURS);
        within("promotion_gpa_limit", form.promotion_gpa_tenths, 0, 50);
        if errors.is_empty() && !(form.warning_hours < form.reprimand_hours && form.reprimand_hours < form.expulsion_hours) {
            errors.add("reprimand_hours", Invalid::Assessment(AssessmentInvalid::ThresholdsOrder));
        }
        errors.into_result()?;
        Ok(JournalSettings {
            window_days: form.window_days as u8,
            sheet_close_days: form.sheet_close_days as u8,
            warning_hours: form.warning_hours as i32,
            reprimand_hours: form.reprimand_hours as i32,
            expulsion_hours: form.expulsion_hours as i32,
            promotion_gpa: Gpa::from_tenths(form.promotion_gpa_tenths as i32),
        })
    }

    pub fn hours(&self, level: ThresholdLevel) -> i32 {
        match level {
            ThresholdLevel::Warning => self.warning_hours,
            ThresholdLevel::Reprimand => self.reprimand_hours,
            ThresholdLevel::Expulsion => self.expulsion_hours,
        }
    }

    /// The highest threshold `hours` of unexcused absence reach.
    pub fn level(&self, hours: i32) -> Option<ThresholdLevel> {
        ThresholdLevel::ALL.iter().rev().copied().find(|l| hours >= self.hours(*l))
    }

    /// The last day on which the roll of a lesson held on `date` may be recorded.
    pub fn last_roll_day(&self, date: NaiveDate) -> NaiveDate {
        date.checked_add_days(Days::new(u64::from(self.window_days))).unwrap_or(date)
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot::from([
            ("window_days", i32::from(self.window_days).into()),
            ("sheet_close_days", i32::from(self.sheet_close_days).into()),
            ("warning_hours", self.warning_hours.into()),
            ("reprimand_hours", self.reprimand_hours.into()),
            ("expulsion_hours", self.expulsion_hours.into()),
            ("promotion_gpa_limit", self.promotion_gpa.tenths().into()),
        ])
    }
}

code_enum!(
    /// Whether a lesson's roll may be recorded today.
    RollWindow {
        /// The lesson has not taken place yet.
        NotYet = "NOT_YET",
        Open = "OPEN",
        /// The window is over: only a correction, with a reason.
        Closed = "CLOSED",
    }
);

pub fn roll_window(settings: &JournalSettings, date: NaiveDate, today: NaiveDate) -> RollWindow {
    if today < date {
        RollWindow::NotYet
    } else if today <= settings.last_roll_day(date) {
        RollWindow::Open
    } else {
        RollWindow::Closed
    }
}

code_enum!(
    /// Where a lesson's roll stands: waiting (before or inside its window), taken (and still
    /// changeable by its teacher), or closed (its window over, taken or missed).
    LessonState { Open = "OPEN", Taken = "TAKEN", Closed = "CLOSED" }
);

pub fn lesson_state(window: RollWindow, taken: bool) -> LessonState {
    match (window, taken) {
        (RollWindow::Closed, _) => LessonState::Closed,
        (_, true) => LessonState::Taken,
        (_, false) => LessonState::Open,
    }
}

/// A control sheet closes by hand, or by itself once `sheet_close_days` have passed after its exam.
pub fn sheet_closed(settings: &JournalSettings, closed_by_hand: bool, exam_date: Option<NaiveDate>, today: NaiveDate) -> bool {
    closed_by_hand
        || exam_date.is_some_and(|d| d.checked_add_days(Days::new(u64::from(settings.sheet_close_days))).is_some_and(|last| today > last))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap_or_default()
    }

    #[test]
    fn the_roll_is_recorded_on_the_lesson_day_unless_the_institution_allows_more() {
        let strict = JournalSettings::default();
        assert_eq!(roll_window(&strict, day(10), day(9)), RollWindow::NotYet);
        assert_eq!(roll_window(&strict, day(10), day(10)), RollWindow::Open);
        assert_eq!(roll_window(&strict, day(10), day(11)), RollWindow::Closed);
        let lenient = JournalSettings { window_days: 3, ..strict };
        assert_eq!(roll_window(&lenient, day(10), day(13)), RollWindow::Open);
        assert_eq!(roll_window(&lenient, day(10), day(14)), RollWindow::Closed);
    }

    #[test]
    fn a_sheet_closes_two_days_after_its_exam_by_default() {
        let s = JournalSettings::default();
        assert!(!sheet_closed(&s, false, Some(day(10)), day(12)));
        assert!(sheet_closed(&s, false, Some(day(10)), day(13)));
        assert!(sheet_closed(&s, true, None, day(1)));
        assert!(!sheet_closed(&s, false, None, day(30)));
    }

    #[test]
    fn thresholds_rise_and_name_the_highest_reached() {
        let s = JournalSettings::default();
        assert_eq!(
            [s.level(10), s.level(12), s.level(36), s.level(80)],
            [None, Some(ThresholdLevel::Warning), Some(ThresholdLevel::Reprimand), Some(ThresholdLevel::Expulsion)]
        );
        let form = SettingsForm {
            window_days: 2,
            sheet_close_days: 2,
            warning_hours: 40,
            reprimand_hours: 36,
            expulsion_hours: 74,
            promotion_gpa_tenths: 24,
        };
        let refused = JournalSettings::parse(&form).err().map(|e| e.fields().iter().map(|(f, _)| f.clone()).collect::<Vec<_>>());
        assert_eq!(refused, Some(vec!["reprimand_hours".to_string()]));
        let form = SettingsForm { window_days: 15, ..form };
        assert!(JournalSettings::parse(&form).err().is_some_and(|e| e.fields().iter().any(|(f, _)| f == "window_days")));
    }

    proptest! {
        #[test]
        fn hours_below_the_warning_reach_no_level(hours in 0i32..2000) {
            let s = JournalSettings::default();
            prop_assert_eq!(s.level(hours).is_none(), hours < 12);
        }
    }
}
