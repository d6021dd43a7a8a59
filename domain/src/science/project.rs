//! Research projects: their kind and contract, the funding of each year, a leader and the
//! executors, from the staff or from outside.

use std::collections::BTreeSet;

use chrono::{Datelike, NaiveDate};

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::ids::{InstitutionId, ProjectId};
use crate::multilingual::MultilingualName;
use crate::validation::{optional_text, parse_date, required_text, Invalid, ValidationErrors};
use crate::version::Version;

use super::authorship::{repeated_staff, Contributor};
use super::invalid::ScienceInvalid;
use super::money::{Amount, Currency};

code_list! {
    ProjectKind {
        Fundamental = "FUNDAMENTAL", "Fundamental", "Фундаментальный", "Fundamental";
        Applied = "APPLIED", "Amaliy", "Прикладной", "Applied";
        Innovative = "INNOVATIVE", "Innovatsion", "Инновационный", "Innovative";
        YoungFundamental = "YOUNG_FUNDAMENTAL", "Yosh olimlar fundamental", "Фундаментальный молодых учёных", "Young scientists' fundamental";
        YoungApplied = "YOUNG_APPLIED", "Yosh olimlar amaliy", "Прикладной молодых учёных", "Young scientists' applied";
        YoungInnovative = "YOUNG_INNOVATIVE", "Yosh olimlar innovatsion", "Инновационный молодых учёных", "Young scientists' innovative";
        Commercial = "COMMERCIAL", "Xo‘jalik shartnomasi", "Хоздоговор", "Commercial contract";
    }
}

code_list! {
    MemberRole {
        Leader = "LEADER", "Rahbar", "Руководитель", "Leader";
        Executor = "EXECUTOR", "Ijrochi", "Исполнитель", "Executor";
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FundingForm {
    pub year: i64,
    /// Minor units (tiyin).
    pub amount: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MemberForm {
    pub staff_id: Option<i64>,
    pub outside_name: String,
    pub role: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProjectForm {
    pub name: String,
    pub number: String,
    pub kind: String,
    pub foreign: bool,
    pub currency: String,
    pub contract_number: String,
    /// `YYYY-MM-DD` or empty.
    pub contract_date: String,
    pub date_from: String,
    pub date_to: String,
    pub funding: Vec<FundingForm>,
    pub members: Vec<MemberForm>,
}

/// The money a project gets in one calendar year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct YearFunding {
    pub year: i16,
    pub amount: Amount,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectDetails {
    pub name: String,
    pub number: String,
    pub kind: ProjectKind,
    /// Funded from abroad (a foreign grant).
    pub foreign: bool,
    pub currency: Currency,
    pub contract_number: String,
    pub contract_date: Option<NaiveDate>,
    pub date_from: NaiveDate,
    pub date_to: NaiveDate,
    /// By year, each year of the project at most once.
    pub funding: Vec<YearFunding>,
}

impl ProjectDetails {
    pub fn total_funding(&self) -> Amount {
        Amount::total(self.funding.iter().map(|f| f.amount))
    }

    pub fn funding_of(&self, year: i16) -> Amount {
        Amount::total(self.funding.iter().filter(|f| f.year == year).map(|f| f.amount))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberDraft {
    pub contributor: Contributor,
    pub role: MemberRole,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectDraft {
    pub details: ProjectDetails,
    pub members: Vec<MemberDraft>,
}

impl ProjectDraft {
    pub const MAX_NAME: usize = 1000;
    pub const MAX_NUMBER: usize = 64;
    pub const MAX_MEMBERS: usize = 100;
    /// The longest project: ten calendar years.
    pub const MAX_YEARS: i32 = 10;

    pub fn parse(form: &ProjectForm) -> Result<ProjectDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = errors.check("name", required_text(&form.name, Self::MAX_NAME));
        let number = errors.check("number", required_text(&form.number, Self::MAX_NUMBER));
        let kind = errors.check("kind", ProjectKind::parse(&form.kind));
        let currency = errors.check("currency", Currency::parse(&form.currency));
        let contract_number = errors.check("contract_number", optional_text(&form.contract_number, Self::MAX_NUMBER));
        let contract_date = if form.contract_date.trim().is_empty() {
            Some(None)
        } else {
            errors.check("contract_date", parse_date(&form.contract_date).map(Some))
        };
        let date_from = errors.check("date_from", parse_date(&form.date_from));
        let date_to = errors.check("date_to", parse_date(&form.date_to));
        if let (Some(from), Some(to)) = (date_from, date_to) {
            if to < from {
                errors.add("date_to", Invalid::EndNotAfterStart);
            } else if to.year() - from.year() >= Self::MAX_YEARS {
                errors
                    .add("date_to", Invalid::OutOfRange { min: i64::from(from.year()), max: i64::from(from.year() + Self::MAX_YEARS - 1) });
            }
        }
        let funding = parse_funding(&form.funding, date_from.zip(date_to).filter(|(from, to)| to >= from), &mut errors);
        let members = parse_members(&form.members, &mut errors);
        errors.into_result()?;
        match (name, number, kind, currency, contract_number, contract_date, date_from, date_to) {
            (
                Some(name),
                Some(number),
                Some(kind),
                Some(currency),
                Some(contract_number),
                Some(contract_date),
                Some(date_from),
                Some(date_to),
            ) => Ok(ProjectDraft {
                details: ProjectDetails {
                    name,
                    number,
                    kind,
                    foreign: form.foreign,
                    currency,
                    contract_number,
                    contract_date,
                    date_from,
                    date_to,
                    funding,
                },
                members,
            }),
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }
}

/// Each year once, inside the project's dates, with an amount that is money.
fn parse_funding(forms: &[FundingForm], dates: Option<(NaiveDate, NaiveDate)>, errors: &mut ValidationErrors) -> Vec<YearFunding> {
    let mut seen = BTreeSet::new();
    let mut funding = Vec::new();
    for (index, form) in forms.iter().enumerate() {
        let field = |name: &str| format!("funding.{index}.{name}");
        let amount = errors.check(&field("amount"), Amount::parse(form.amount));
        let inside = dates.is_none_or(|(from, to)| (i64::from(from.year())..=i64::from(to.year())).contains(&form.year));
        if !(1990..=2100).contains(&form.year) {
            errors.add(field("year"), Invalid::OutOfRange { min: 1990, max: 2100 });
        } else if !inside {
            errors.add(field("year"), Invalid::Science(ScienceInvalid::YearOutsideProject));
        } else if !seen.insert(form.year) {
            errors.add(field("year"), Invalid::Duplicate);
        } else if let Some(amount) = amount {
            funding.push(YearFunding { year: form.year as i16, amount });
        }
    }
    funding.sort_by_key(|f| f.year);
    funding
}

/// At least one member, exactly one leader, each staff member once.
fn parse_members(forms: &[MemberForm], errors: &mut ValidationErrors) -> Vec<MemberDraft> {
    if forms.is_empty() {
        errors.add("members", Invalid::Required);
    }
    if forms.len() > ProjectDraft::MAX_MEMBERS {
        errors.add("members", Invalid::OutOfRange { min: 1, max: ProjectDraft::MAX_MEMBERS as i64 });
    }
    let mut members = Vec::new();
    for (index, form) in forms.iter().enumerate() {
        let contributor = errors.check(&format!("members.{index}.staff_id"), Contributor::parse(form.staff_id, &form.outside_name));
        let role = errors.check(&format!("members.{index}.role"), MemberRole::parse(&form.role));
        if let (Some(contributor), Some(role)) = (contributor, role) {
            members.push(MemberDraft { contributor, role });
        }
    }
    for index in repeated_staff(members.iter().map(|m| &m.contributor)) {
        errors.add(format!("members.{index}.staff_id"), Invalid::Science(ScienceInvalid::PersonTwice));
    }
    let leaders = forms.iter().filter(|f| MemberRole::parse(&f.role) == Ok(MemberRole::Leader)).count();
    if !forms.is_empty() && leaders != 1 {
        errors.add("members", Invalid::Science(ScienceInvalid::LeaderCount));
    }
    members
}

/// A stored member with the name a list shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectMember {
    pub contributor: Contributor,
    pub role: MemberRole,
    pub full_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Project {
    pub id: ProjectId,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub details: ProjectDetails,
    pub members: Vec<ProjectMember>,
    pub version: Version,
}

impl Project {
    pub fn leader(&self) -> Option<&ProjectMember> {
        self.members.iter().find(|m| m.role == MemberRole::Leader)
    }
}

impl Audited for Project {
    const ENTITY: EntityType = EntityType::ScienceProject;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        let funding = d
            .funding
            .iter()
            .map(|f| AuditValue::Map([("year", i64::from(f.year).into()), ("amount", f.amount.minor().into())].into()))
            .collect();
        let members = self
            .members
            .iter()
            .map(|m| {
                let [staff, outside] = m.contributor.audit_fields();
                AuditValue::Map([staff, outside, ("role", m.role.code().into())].into())
            })
            .collect();
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("name", d.name.as_str().into()),
            ("number", d.number.as_str().into()),
            ("kind", d.kind.code().into()),
            ("foreign", d.foreign.into()),
            ("currency", d.currency.code().into()),
            ("contract_number", d.contract_number.as_str().into()),
            ("contract_date", d.contract_date.into()),
            ("date_from", d.date_from.into()),
            ("date_to", d.date_to.into()),
            ("funding", AuditValue::List(funding)),
            ("members", AuditValue::List(members)),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(staff: Option<i64>, outside: &str, role: &str) -> MemberForm {
        MemberForm { staff_id: staff, outside_name: outside.into(), role: role.into() }
    }

    fn form() -> ProjectForm {
        ProjectForm {
            name: "Sun’iy intellekt asosida ta’lim sifatini baholash".into(),
            number: "AL-2026-017".into(),
            kind: "APPLIED".into(),
            foreign: false,
            currency: "UZS".into(),
            contract_number: "17/2026".into(),
            contract_date: "2026-01-15".into(),
            date_from: "2026-01-01".into(),
            date_to: "2027-12-31".into(),
            funding: vec![FundingForm { year: 2027, amount: 300_000_000 * 100 }, FundingForm { year: 2026, amount: 250_000_000 * 100 }],
            members: vec![member(Some(1), "", "LEADER"), member(None, "Smith John", "EXECUTOR"), member(Some(2), "", "EXECUTOR")],
        }
    }

    fn fields(form: &ProjectForm) -> Vec<String> {
        ProjectDraft::parse(form).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect()
    }

    #[test]
    fn a_project_has_one_leader_its_members_once_and_funding_inside_its_years() {
        let draft = ProjectDraft::parse(&form()).unwrap();
        assert_eq!(draft.details.funding.iter().map(|f| f.year).collect::<Vec<_>>(), vec![2026, 2027], "by year");
        assert_eq!(draft.details.total_funding().minor(), (550_000_000 * 100));
        assert_eq!(draft.details.funding_of(2026).minor(), (250_000_000 * 100));
        let mut two_leaders = form();
        two_leaders.members[2].role = "LEADER".into();
        assert_eq!(fields(&two_leaders), vec!["members"]);
        let mut twice = form();
        twice.members[2].staff_id = Some(1);
        assert_eq!(fields(&twice), vec!["members.2.staff_id"]);
        let mut outside = form();
        outside.funding.push(FundingForm { year: 2028, amount: 1 });
        assert_eq!(fields(&outside), vec!["funding.2.year"]);
        let mut repeated = form();
        repeated.funding.push(FundingForm { year: 2026, amount: 1 });
        assert_eq!(fields(&repeated), vec!["funding.2.year"]);
        let mut negative = form();
        negative.funding[0].amount = -5;
        assert_eq!(fields(&negative), vec!["funding.0.amount"]);
    }

    #[test]
    fn dates_and_codes_are_checked() {
        assert_eq!(fields(&ProjectForm { date_to: "2025-12-31".into(), ..form() }), vec!["date_to"]);
        assert_eq!(fields(&ProjectForm { date_to: "2040-01-01".into(), funding: vec![], ..form() }), vec!["date_to"]);
        assert_eq!(fields(&ProjectForm { kind: "GRANT".into(), currency: "SUM".into(), ..form() }), vec!["kind", "currency"]);
        assert_eq!(fields(&ProjectForm { members: vec![], ..form() }), vec!["members"]);
        assert!(ProjectDraft::parse(&ProjectForm { contract_date: "".into(), contract_number: "".into(), ..form() }).is_ok());
        assert_eq!(fields(&ProjectForm { contract_date: "15.01.2026".into(), ..form() }), vec!["contract_date"]);
    }
}
