//! `/science/projects/`: an institution's research projects.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

use domain::science::project::{FundingForm, MemberForm, ProjectForm};
use domain::science::Project;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::day;
use crate::dto::{InstitutionRefDto, NameDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct FundingDto {
    pub year: i16,
    /// Whole minor units of the project's currency (tiyin for UZS).
    pub amount: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProjectMemberDto {
    /// A staff member of the institution, or null for a person from outside.
    pub staff_id: Option<i64>,
    pub outside_name: String,
    #[schema(value_type = super::codes::MemberRoleCode)]
    pub role: String,
    pub full_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProjectDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub name: String,
    pub number: String,
    #[schema(value_type = super::codes::ProjectKindCode)]
    pub kind: String,
    /// Funded from abroad.
    pub foreign: bool,
    #[schema(value_type = super::codes::CurrencyCode)]
    pub currency: String,
    pub contract_number: String,
    /// `YYYY-MM-DD`.
    #[schema(format = Date)]
    pub contract_date: Option<String>,
    #[schema(format = Date)]
    pub date_from: String,
    #[schema(format = Date)]
    pub date_to: String,
    pub funding: Vec<FundingDto>,
    /// The sum of every year's funding, in minor units.
    pub total_funding: i64,
    /// The leader's full name.
    pub leader: Option<String>,
    pub members: Vec<ProjectMemberDto>,
    pub version: i32,
}

impl From<Project> for ProjectDto {
    fn from(project: Project) -> Self {
        let d = &project.details;
        ProjectDto {
            id: project.id.get(),
            institution_id: project.institution_id.get(),
            institution: InstitutionRefDto { id: project.institution_id.get(), name: NameDto::from(&project.institution_name) },
            name: d.name.clone(),
            number: d.number.clone(),
            kind: d.kind.code().into(),
            foreign: d.foreign,
            currency: d.currency.code().into(),
            contract_number: d.contract_number.clone(),
            contract_date: d.contract_date.map(day),
            date_from: day(d.date_from),
            date_to: day(d.date_to),
            funding: d.funding.iter().map(|f| FundingDto { year: f.year, amount: f.amount.minor() }).collect(),
            total_funding: d.total_funding().minor(),
            leader: project.leader().map(|m| m.full_name.clone()),
            members: project
                .members
                .iter()
                .map(|m| ProjectMemberDto {
                    staff_id: m.contributor.staff().map(|id| id.get()),
                    outside_name: m.contributor.outside_name().into(),
                    role: m.role.code().into(),
                    full_name: m.full_name.clone(),
                })
                .collect(),
            version: project.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct FundingWriteDto {
    /// A year of the project's dates, each once.
    #[serde(default)]
    #[schema(required = true, minimum = 1990, maximum = 2100)]
    pub year: i64,
    /// Whole minor units of the project's currency (tiyin for UZS).
    #[serde(default)]
    #[schema(required = true, minimum = 0, maximum = 100_000_000_000_000_000_i64)]
    pub amount: i64,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ProjectMemberWriteDto {
    /// A staff member of the institution; or leave it out and give `outside_name`.
    #[serde(default)]
    pub staff_id: Option<i64>,
    #[serde(default)]
    #[schema(max_length = 255)]
    pub outside_name: String,
    #[serde(default)]
    #[schema(value_type = super::codes::MemberRoleCode, required = true)]
    pub role: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ProjectWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 1000, pattern = r"\S")]
    pub name: String,
    /// Unique in the institution.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub number: String,
    #[serde(default)]
    #[schema(value_type = super::codes::ProjectKindCode, required = true)]
    pub kind: String,
    #[serde(default)]
    pub foreign: bool,
    #[serde(default)]
    #[schema(value_type = super::codes::CurrencyCode, required = true)]
    pub currency: String,
    #[serde(default)]
    #[schema(max_length = 64)]
    pub contract_number: String,
    /// `YYYY-MM-DD`, or empty.
    #[serde(default)]
    pub contract_date: String,
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub date_from: String,
    /// Not before `date_from`, within ten calendar years of it.
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub date_to: String,
    #[serde(default)]
    pub funding: Vec<FundingWriteDto>,
    /// Exactly one `LEADER`; each staff member once.
    #[serde(default)]
    #[schema(min_items = 1, max_items = 100)]
    pub members: Vec<ProjectMemberWriteDto>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl ProjectWriteDto {
    pub fn form(&self) -> ProjectForm {
        ProjectForm {
            name: self.name.clone(),
            number: self.number.clone(),
            kind: self.kind.clone(),
            foreign: self.foreign,
            currency: self.currency.clone(),
            contract_number: self.contract_number.clone(),
            contract_date: self.contract_date.clone(),
            date_from: self.date_from.clone(),
            date_to: self.date_to.clone(),
            funding: self.funding.iter().map(|f| FundingForm { year: f.year, amount: f.amount }).collect(),
            members: self
                .members
                .iter()
                .map(|m| MemberForm { staff_id: m.staff_id, outside_name: m.outside_name.clone(), role: m.role.clone() })
                .collect(),
        }
    }
}
