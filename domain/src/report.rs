//! Reports: who reads them, and the period a teacher report covers.

use chrono::{DateTime, Datelike, NaiveDate, Utc};

use crate::actor::{Actor, Scope};
use crate::permission::Permission;
use crate::schedule::DateSpan;
use crate::validation::{parse_date, Invalid, ValidationErrors};

/// The institutions whose figures an actor may read: a ministry-level role with `institution-view`
/// reads every institution, an institution-level role with `curriculum-view` its own; anyone else
/// (a teacher) none.
pub fn readable(actor: &Actor) -> Option<Scope> {
    match actor.scope() {
        Scope::Everywhere if actor.can(Permission::InstitutionView) => Some(Scope::Everywhere),
        Scope::Institution(own) if actor.can(Permission::CurriculumView) => Some(Scope::Institution(own)),
        _ => None,
    }
}

/// The date in Uzbekistan (UTC+5) at an instant.
pub fn local_date(now: DateTime<Utc>) -> NaiveDate {
    (now + chrono::Duration::hours(5)).date_naive()
}

/// The first day of the academic year `day` falls in: 1 September.
pub fn academic_year_start(day: NaiveDate) -> NaiveDate {
    let year = if day.month() >= 9 { day.year() } else { day.year() - 1 };
    NaiveDate::from_ymd_opt(year, 9, 1).unwrap_or(day)
}

/// The dates a teacher report counts lessons over: from `date_from` (default: the start of the
/// academic year) to `date_to` (default: today), never past today, since a lesson of tomorrow has
/// not been held. At most the 400 days of an academic year and its summer.
pub fn report_period(date_from: Option<&str>, date_to: Option<&str>, today: NaiveDate) -> Result<DateSpan, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let from = match date_from {
        Some(text) => errors.check("date_from", parse_date(text)),
        None => Some(academic_year_start(today)),
    };
    let to = match date_to {
        Some(text) => errors.check("date_to", parse_date(text)),
        None => Some(today),
    };
    errors.into_result()?;
    // Both parsed: a failure was returned above.
    let (from, to) = (from.unwrap_or(today), to.unwrap_or(today).min(today));
    let Some(span) = DateSpan::new(from, to) else {
        let mut errors = ValidationErrors::new();
        errors.add("date_to", Invalid::EndNotAfterStart);
        return Err(errors);
    };
    if (to - from).num_days() > 400 {
        let mut errors = ValidationErrors::new();
        errors.add("date_from", Invalid::OutOfRange { min: 1, max: 400 });
        return Err(errors);
    }
    Ok(span)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        parse_date(text).unwrap()
    }

    #[test]
    fn the_academic_year_starts_on_the_first_of_september() {
        assert_eq!(academic_year_start(day("2026-11-24")), day("2026-09-01"));
        assert_eq!(academic_year_start(day("2026-09-01")), day("2026-09-01"));
        assert_eq!(academic_year_start(day("2026-08-31")), day("2025-09-01"));
    }

    #[test]
    fn the_period_defaults_to_the_academic_year_so_far_and_stops_today() {
        let today = day("2026-11-24");
        let span = report_period(None, None, today).unwrap();
        assert_eq!((span.start(), span.end()), (day("2026-09-01"), today));
        let span = report_period(Some("2026-11-01"), Some("2026-12-31"), today).unwrap();
        assert_eq!((span.start(), span.end()), (day("2026-11-01"), today));
    }

    #[test]
    fn a_bad_period_names_its_field() {
        let today = day("2026-11-24");
        assert!(report_period(Some("24.11.2026"), None, today).unwrap_err().fields().iter().any(|(f, _)| f == "date_from"));
        assert!(report_period(Some("2026-11-20"), Some("2026-11-10"), today).unwrap_err().fields().iter().any(|(f, _)| f == "date_to"));
        assert!(report_period(Some("2024-01-01"), None, today).unwrap_err().fields().iter().any(|(f, _)| f == "date_from"));
    }
}
