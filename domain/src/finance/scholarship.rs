//! Scholarships: types (base, President's, named, ...) with monthly amounts set by decree from a
//! date; awarded by a scholarship order for a span to active state-grant students; paid per month,
//! and stopped from the month after the student leaves, is expelled or goes on leave, or after the
//! order is reversed.

use chrono::{Datelike, Months, NaiveDate};

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::InstitutionId;
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::validation::{parse_date, Invalid, ValidationErrors};
use crate::version::Version;

use super::money::Money;

/// The most amounts one type keeps (a decree a year for decades).
pub const MAX_AMOUNTS: usize = 60;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScholarshipAmountForm {
    pub amount: i64,
    pub effective_from: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScholarshipTypeForm {
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub amounts: Vec<ScholarshipAmountForm>,
}

/// A monthly amount, in force from its day until the next one's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScholarshipAmount {
    pub amount: Money,
    pub effective_from: NaiveDate,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScholarshipTypeDraft {
    pub name: MultilingualName,
    /// Newest first, one a day.
    pub amounts: Vec<ScholarshipAmount>,
}

impl ScholarshipTypeDraft {
    /// Every field at once: the names as every reference has them, at least one amount, each
    /// positive, and no two taking effect on one day.
    pub fn parse(form: &ScholarshipTypeForm) -> Result<ScholarshipTypeDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en)
            .map_err(|e| errors.merge("name", e))
            .ok();
        if form.amounts.is_empty() {
            errors.add("amounts", Invalid::Required);
        }
        if form.amounts.len() > MAX_AMOUNTS {
            errors.add("amounts", Invalid::OutOfRange { min: 1, max: MAX_AMOUNTS as i64 });
        }
        let mut amounts = Vec::with_capacity(form.amounts.len());
        for (i, given) in form.amounts.iter().enumerate() {
            let amount = errors.check(&format!("amounts.{i}.amount"), Money::parse_positive(given.amount));
            let day = errors.check(&format!("amounts.{i}.effective_from"), parse_date(&given.effective_from));
            if let Some(day) = day {
                if amounts.iter().any(|a: &ScholarshipAmount| a.effective_from == day) {
                    errors.add(format!("amounts.{i}.effective_from"), Invalid::Duplicate);
                }
            }
            if let (Some(amount), Some(effective_from)) = (amount, day) {
                amounts.push(ScholarshipAmount { amount, effective_from });
            }
        }
        errors.into_result()?;
        let name = name.ok_or_else(|| ValidationErrors::single("name", Invalid::Required))?;
        amounts.sort_by_key(|a| std::cmp::Reverse(a.effective_from));
        Ok(ScholarshipTypeDraft { name, amounts })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScholarshipType {
    pub id: i64,
    pub name: MultilingualName,
    /// Newest first.
    pub amounts: Vec<ScholarshipAmount>,
    pub version: Version,
}

impl ScholarshipType {
    /// The monthly amount in force on `day`: the latest whose day is not after it.
    pub fn amount_on(&self, day: NaiveDate) -> Option<Money> {
        amount_on(&self.amounts, day)
    }
}

/// The amount in force on `day` among a type's amounts (any order).
pub fn amount_on(amounts: &[ScholarshipAmount], day: NaiveDate) -> Option<Money> {
    amounts.iter().filter(|a| a.effective_from <= day).max_by_key(|a| a.effective_from).map(|a| a.amount)
}

impl Audited for ScholarshipType {
    const ENTITY: EntityType = EntityType::ScholarshipType;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn owner(&self) -> Option<InstitutionId> {
        None
    }

    fn snapshot(&self) -> Snapshot {
        let amounts: Vec<String> = self.amounts.iter().map(|a| format!("{}: {}", a.effective_from, a.amount.tiyin())).collect();
        Snapshot::from([
            ("name_uz", self.name.uz().into()),
            ("name_uz_cyrl", self.name.uz_cyrl().into()),
            ("name_ru", self.name.ru().into()),
            ("name_en", self.name.en().into()),
            ("amounts", amounts.join("; ").into()),
        ])
    }
}

/// A calendar month, as `YYYY-MM`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Month(NaiveDate);

impl Month {
    pub fn parse(text: &str) -> Result<Month, Invalid> {
        let text = text.trim();
        if text.is_empty() {
            return Err(Invalid::Required);
        }
        let first = NaiveDate::parse_from_str(&format!("{text}-01"), "%Y-%m-%d").map_err(|_| Invalid::UnknownValue)?;
        if text.len() != 7 || !(2000..=2100).contains(&first.year()) {
            return Err(Invalid::UnknownValue);
        }
        Ok(Month(first))
    }

    pub fn of(day: NaiveDate) -> Month {
        Month(day.with_day(1).unwrap_or(day))
    }

    pub fn first(self) -> NaiveDate {
        self.0
    }

    pub fn last(self) -> NaiveDate {
        self.0.checked_add_months(Months::new(1)).and_then(|next| next.pred_opt()).unwrap_or(self.0)
    }

    pub fn text(self) -> String {
        self.0.format("%Y-%m").to_string()
    }
}

/// Whether an award for `from`..=`to` is paid in `month`: the span touches the month, and the
/// student had not stopped studying (or the order been reversed) before the month began: a
/// student expelled on any day of April is paid for April and not from May.
pub fn pays_in(month: Month, from: NaiveDate, to: NaiveDate, stopped_on: Option<NaiveDate>) -> bool {
    from <= month.last() && to >= month.first() && stopped_on.is_none_or(|day| month.first() <= day)
}

/// Why a scholarship type cannot be changed as asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScholarshipRule {
    /// Another type has that Uzbek name.
    NameTaken,
    /// An order names the type: it stays.
    TypeInUse,
}

impl Localized for ScholarshipRule {
    fn code(&self) -> &'static str {
        match self {
            ScholarshipRule::NameTaken => "scholarship_type_name_taken",
            ScholarshipRule::TypeInUse => "scholarship_type_in_use",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (ScholarshipRule::NameTaken, Uz | UzCyrl) => "Bunday nomli stipendiya turi allaqachon bor",
            (ScholarshipRule::NameTaken, Ru) => "Вид стипендии с таким названием уже есть",
            (ScholarshipRule::NameTaken, En) => "A scholarship type of that name exists already",
            (ScholarshipRule::TypeInUse, Uz | UzCyrl) => "Bu stipendiya turi buyruqlarda ko‘rsatilgan, uni o‘chirib bo‘lmaydi",
            (ScholarshipRule::TypeInUse, Ru) => "Этот вид стипендии указан в приказах, его нельзя удалить",
            (ScholarshipRule::TypeInUse, En) => "Orders name this scholarship type: it cannot be deleted",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    fn form(amounts: &[(i64, &str)]) -> ScholarshipTypeForm {
        ScholarshipTypeForm {
            name_uz: "Prezident stipendiyasi".into(),
            name_uz_cyrl: String::new(),
            name_ru: String::new(),
            name_en: String::new(),
            amounts: amounts
                .iter()
                .map(|(amount, from)| ScholarshipAmountForm { amount: *amount, effective_from: (*from).into() })
                .collect(),
        }
    }

    #[test]
    fn a_type_keeps_its_amounts_newest_first_and_answers_the_one_in_force() {
        let draft = ScholarshipTypeDraft::parse(&form(&[(50_000_000, "2025-09-01"), (60_000_000, "2026-09-01")])).expect("valid");
        assert_eq!(draft.amounts[0].effective_from, day(2026, 9, 1));
        assert_eq!(amount_on(&draft.amounts, day(2026, 8, 31)), Some(Money::from_stored(50_000_000)));
        assert_eq!(amount_on(&draft.amounts, day(2026, 9, 1)), Some(Money::from_stored(60_000_000)));
        assert_eq!(amount_on(&draft.amounts, day(2025, 8, 31)), None);
    }

    #[test]
    fn a_type_needs_a_name_and_positive_amounts_on_distinct_days() {
        let mut bad = form(&[(0, "2025-09-01"), (10, "2025-09-01"), (10, "2025-09-01"), (10, "")]);
        bad.name_uz = " ".into();
        let errors = ScholarshipTypeDraft::parse(&bad).expect_err("invalid");
        let fields: Vec<&str> = errors.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["name.uz", "amounts.0.amount", "amounts.2.effective_from", "amounts.3.effective_from"]);
        let none = ScholarshipTypeDraft::parse(&form(&[])).expect_err("no amount");
        assert_eq!(none.fields()[0], ("amounts".into(), Invalid::Required));
    }

    #[test]
    fn a_month_is_parsed_from_its_year_and_number_only() {
        let february = Month::parse("2028-02").expect("a month");
        assert_eq!((february.first(), february.last()), (day(2028, 2, 1), day(2028, 2, 29)));
        assert_eq!(Month::parse("2026-12").map(Month::last), Ok(day(2026, 12, 31)));
        for bad in ["2026-13", "2026-1", "26-01", "2026-01-05", "1999-12"] {
            assert_eq!(Month::parse(bad), Err(Invalid::UnknownValue), "{bad}");
        }
        assert_eq!(Month::parse(""), Err(Invalid::Required));
    }

    #[test]
    fn a_student_stopped_on_any_day_of_a_month_is_paid_for_it_and_not_after() {
        let (from, to) = (day(2026, 9, 1), day(2027, 1, 31));
        let stopped = Some(day(2026, 11, 30));
        let paid: Vec<u32> = (1..=12).filter(|m| pays_in(Month::of(day(2026, *m, 1)), from, to, stopped)).collect();
        assert_eq!(paid, [9, 10, 11]);
        assert!(pays_in(Month::of(day(2027, 1, 1)), from, to, None));
        assert!(!pays_in(Month::of(day(2027, 2, 1)), from, to, None));
        assert!(pays_in(Month::of(day(2026, 11, 1)), from, to, Some(day(2026, 11, 1))), "stopped on the 1st: still that month");
    }

    proptest! {
        #[test]
        fn the_months_paid_are_one_unbroken_run_inside_the_span(
            start in 0u32..36, length in 0u32..24, stop in proptest::option::of(0u32..48)
        ) {
            let base = day(2025, 1, 1);
            let from = base.checked_add_months(Months::new(start)).unwrap_or(base) + chrono::Duration::days(9);
            let to = from.checked_add_months(Months::new(length)).unwrap_or(from);
            let stopped = stop.map(|m| base.checked_add_months(Months::new(m)).unwrap_or(base) + chrono::Duration::days(14));
            let months: Vec<Month> = (0..60).map(|m| Month::of(base.checked_add_months(Months::new(m)).unwrap_or(base))).collect();
            let paid: Vec<usize> = months.iter().enumerate().filter(|(_, m)| pays_in(**m, from, to, stopped)).map(|(i, _)| i).collect();
            prop_assert!(paid.windows(2).all(|w| w[1] == w[0] + 1), "unbroken");
            for i in &paid {
                prop_assert!(months[*i].last() >= from && months[*i].first() <= to);
                if let Some(stopped) = stopped {
                    prop_assert!(months[*i].first() <= stopped);
                }
            }
            if stopped.is_none() {
                prop_assert_eq!(paid.len() as u32, length + 1);
            }
        }
    }
}
