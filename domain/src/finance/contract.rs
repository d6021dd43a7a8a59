//! A student's contract for an academic year: its number (in order within the institution and
//! year), date, kind, amount, discount, and whether it stopped when the student left.

use chrono::NaiveDate;

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{GroupId, InstitutionId, StudentId};
use crate::multilingual::MultilingualName;
use crate::validation::{parse_date, Invalid, ValidationErrors};
use crate::version::Version;

use super::accrual::{debt, Charge, DebtStatus};
use super::invalid::FinanceInvalid;
use super::money::Money;
use super::{parse_academic_year, ContractKind};

code_enum!(
    /// A contract runs, or stopped on a date (its student left).
    ContractState { Active = "ACTIVE", Ended = "ENDED" }
);

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContractForm {
    pub student_id: i64,
    pub date: String,
    pub academic_year: i64,
    pub contract_kind: String,
    /// Tiyin; none: the price's amount.
    pub amount: Option<i64>,
    pub discount_percent: i64,
    pub state: String,
    /// The day the contract stopped; required for `ENDED`.
    pub ended_on: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContractDraft {
    pub student_id: StudentId,
    pub date: NaiveDate,
    pub academic_year: i32,
    pub contract_kind: ContractKind,
    /// None: the use case takes the price's.
    pub amount: Option<Money>,
    pub discount_percent: i64,
    pub ended_on: Option<NaiveDate>,
}

impl ContractDraft {
    pub fn parse(form: &ContractForm) -> Result<ContractDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let student_id = errors.check("student_id", StudentId::new(form.student_id));
        let date = errors.check("date", parse_date(&form.date));
        let academic_year = errors.check("academic_year", parse_academic_year(form.academic_year));
        let contract_kind = errors.check("contract_kind", ContractKind::parse(&form.contract_kind));
        let amount = match form.amount {
            Some(amount) => errors.check("amount", Money::parse(amount).map(Some)),
            None => Some(None),
        };
        if !(0..=100).contains(&form.discount_percent) {
            errors.add("discount_percent", Invalid::OutOfRange { min: 0, max: 100 });
        }
        let state = if form.state.trim().is_empty() {
            Some(ContractState::Active)
        } else {
            errors.check("state", ContractState::parse(&form.state))
        };
        let ended_on = match (state, form.ended_on.trim()) {
            (Some(ContractState::Ended), "") => {
                errors.add("ended_on", Invalid::Required);
                None
            }
            (Some(ContractState::Ended), text) => errors.check("ended_on", parse_date(text).map(Some)),
            (_, "") => Some(None),
            (_, _) => {
                errors.add("ended_on", Invalid::Finance(FinanceInvalid::EndedOnlyWhenEnded));
                None
            }
        };
        if let (Some(date), Some(Some(ended))) = (date, ended_on) {
            if ended < date {
                errors.add("ended_on", Invalid::EndNotAfterStart);
            }
        }
        errors.into_result()?;
        match (student_id, date, academic_year, contract_kind, amount, ended_on) {
            (Some(student_id), Some(date), Some(academic_year), Some(contract_kind), Some(amount), Some(ended_on)) => Ok(ContractDraft {
                student_id,
                date,
                academic_year,
                contract_kind,
                amount,
                discount_percent: form.discount_percent,
                ended_on,
            }),
            _ => Err(ValidationErrors::single("student_id", Invalid::Required)),
        }
    }
}

/// A contract's terms once its amount is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContractTerms {
    pub student_id: StudentId,
    pub date: NaiveDate,
    pub academic_year: i32,
    pub contract_kind: ContractKind,
    pub amount: Money,
    pub discount_percent: i64,
    pub ended_on: Option<NaiveDate>,
}

impl ContractTerms {
    pub fn new(draft: &ContractDraft, amount: Money) -> ContractTerms {
        ContractTerms {
            student_id: draft.student_id,
            date: draft.date,
            academic_year: draft.academic_year,
            contract_kind: draft.contract_kind,
            amount,
            discount_percent: draft.discount_percent,
            ended_on: draft.ended_on,
        }
    }

    pub fn state(&self) -> ContractState {
        if self.ended_on.is_some() {
            ContractState::Ended
        } else {
            ContractState::Active
        }
    }

    pub fn charge(&self) -> Charge {
        Charge::of(self.amount, self.discount_percent, self.academic_year, self.ended_on)
    }
}

/// A stored contract with the names its lists show and its payments' total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contract {
    pub id: i64,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub number: i32,
    pub terms: ContractTerms,
    pub student_name: String,
    pub pinfl: String,
    pub edu_group_id: GroupId,
    pub edu_group_name: String,
    pub paid: Money,
    pub version: Version,
    /// The unguessable id its print's QR code carries to the public page.
    pub public_id: String,
}

impl Contract {
    /// "2026-0017": the year and the number in it.
    pub fn number_text(&self) -> String {
        format!("{}-{:04}", self.terms.academic_year, self.number)
    }

    pub fn debt(&self) -> (Money, DebtStatus) {
        debt(self.terms.charge().charged, self.paid)
    }
}

impl Audited for Contract {
    const ENTITY: EntityType = EntityType::FinanceContract;

    fn audit_id(&self) -> i64 {
        self.id
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }

    fn snapshot(&self) -> Snapshot {
        let t = &self.terms;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("student_id", t.student_id.get().into()),
            ("number", self.number_text().into()),
            ("date", t.date.into()),
            ("academic_year", t.academic_year.into()),
            ("contract_kind", t.contract_kind.code().into()),
            ("amount", t.amount.tiyin().into()),
            ("discount_percent", t.discount_percent.into()),
            ("state", t.state().code().into()),
            ("ended_on", t.ended_on.into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> ContractForm {
        ContractForm {
            student_id: 7,
            date: "2026-08-20".into(),
            academic_year: 2026,
            contract_kind: "STANDARD".into(),
            amount: None,
            discount_percent: 0,
            state: "ACTIVE".into(),
            ended_on: String::new(),
        }
    }

    fn fields(form: &ContractForm) -> Vec<String> {
        ContractDraft::parse(form).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect()
    }

    #[test]
    fn an_ended_contract_names_its_day_and_an_active_one_none() {
        assert_eq!(ContractDraft::parse(&form()).map(|d| d.amount), Ok(None));
        assert_eq!(fields(&ContractForm { state: "ENDED".into(), ..form() }), vec!["ended_on"]);
        assert_eq!(fields(&ContractForm { ended_on: "2026-12-01".into(), ..form() }), vec!["ended_on"]);
        assert_eq!(fields(&ContractForm { state: "ENDED".into(), ended_on: "2026-01-01".into(), ..form() }), vec!["ended_on"]);
        let ended = ContractDraft::parse(&ContractForm { state: "ENDED".into(), ended_on: "2026-12-01".into(), ..form() }).unwrap();
        assert_eq!(ContractTerms::new(&ended, Money::from_stored(1_000)).state(), ContractState::Ended);
        assert_eq!(fields(&ContractForm { discount_percent: 101, amount: Some(-1), ..form() }), vec!["amount", "discount_percent"]);
    }
}
