//! `/staffs/` and `/citizens/`: the people an institution employs.

mod citizens;
mod create;
mod delete;
mod get;
mod list;
mod teachers;
mod update;

pub use citizens::*;
pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use teachers::*;
pub use update::*;

use domain::staff::{Citizen, CitizenForm, StaffForm, StaffMember, StaffPosition, StaffPositionForm, TaughtSubject};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto, SubjectTypeRefDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct CitizenDto {
    pub id: i64,
    pub last_name: String,
    pub first_name: String,
    pub middle_name: String,
    pub pinfl: String,
    /// `YYYY-MM-DD`.
    pub birth_date: String,
    /// 1 male, 2 female.
    pub gender: i16,
    pub passport: String,
}

impl From<&Citizen> for CitizenDto {
    fn from(citizen: &Citizen) -> Self {
        let details = &citizen.details;
        CitizenDto {
            id: citizen.id.get(),
            last_name: details.last_name.clone(),
            first_name: details.first_name.clone(),
            middle_name: details.middle_name.clone(),
            pinfl: details.pinfl.as_str().into(),
            birth_date: details.birth_date.format("%Y-%m-%d").to_string(),
            gender: details.gender.code(),
            passport: details.passport.as_str().into(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PositionRefDto {
    pub id: i64,
    pub name: NameDto,
    pub is_teaching: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaughtSubjectDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
    pub edu_subject_type: SubjectTypeRefDto,
}

impl From<&TaughtSubject> for TaughtSubjectDto {
    fn from(subject: &TaughtSubject) -> Self {
        TaughtSubjectDto {
            id: subject.id,
            code: subject.code.clone(),
            name: NameDto::from(&subject.name),
            edu_subject_type: SubjectTypeRefDto { id: subject.type_id, name: NameDto::from(&subject.type_name) },
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffPositionDto {
    pub id: i64,
    pub position_id: i64,
    pub position: PositionRefDto,
    /// A code of `/staffs/work-forms/`.
    pub work_form: String,
    /// A share of a full-time post, 0.05 to 1.5.
    pub rate: f64,
    pub edu_subject_ids: Vec<i64>,
    pub edu_subjects: Vec<TaughtSubjectDto>,
}

impl From<&StaffPosition> for StaffPositionDto {
    fn from(position: &StaffPosition) -> Self {
        StaffPositionDto {
            id: position.id,
            position_id: position.position_id.get(),
            position: PositionRefDto {
                id: position.position_id.get(),
                name: NameDto::from(&position.position_name),
                is_teaching: position.is_teaching,
            },
            work_form: position.work_form.code().into(),
            rate: position.rate.as_f64(),
            edu_subject_ids: position.subjects.iter().map(|s| s.id).collect(),
            edu_subjects: position.subjects.iter().map(TaughtSubjectDto::from).collect(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StaffDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub citizen_id: i64,
    pub citizen: CitizenDto,
    /// `ACTIVE` or `INACTIVE`.
    #[schema(value_type = crate::codes::StaffStatusCode)]
    pub status: String,
    pub staff_positions: Vec<StaffPositionDto>,
    pub version: i32,
}

impl From<StaffMember> for StaffDto {
    fn from(member: StaffMember) -> Self {
        StaffDto {
            id: member.id.get(),
            institution_id: member.institution_id.get(),
            institution: InstitutionRefDto { id: member.institution_id.get(), name: NameDto::from(&member.institution_name) },
            citizen_id: member.citizen.id.get(),
            citizen: CitizenDto::from(&member.citizen),
            status: member.status.code().into(),
            staff_positions: member.positions.iter().map(StaffPositionDto::from).collect(),
            version: member.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct CitizenWriteDto {
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 100, pattern = r"\S")]
    pub last_name: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 100, pattern = r"\S")]
    pub first_name: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub middle_name: String,
    #[serde(default)]
    #[schema(required = true, pattern = r"^[1-6][0-9]{13}$")]
    pub pinfl: String,
    /// `YYYY-MM-DD`.
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub birth_date: String,
    /// 1 male, 2 female.
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 2)]
    pub gender: i64,
    /// Two capital Latin letters and seven digits.
    #[serde(default)]
    #[schema(required = true, pattern = r"^[A-Z]{2}[0-9]{7}$")]
    pub passport: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct StaffPositionWriteDto {
    #[serde(default)]
    pub position_id: i64,
    #[serde(default)]
    pub work_form: String,
    #[serde(default)]
    #[schema(minimum = 0.05, maximum = 1.5, multiple_of = 0.05)]
    pub rate: f64,
    /// Only on teaching positions.
    #[serde(default)]
    pub edu_subject_ids: Vec<i64>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct StaffWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    /// The person, matched by PINFL: one already known (found by `/citizens/?pinfl=`) is reused
    /// and brought up to date, never entered twice.
    #[serde(default)]
    #[schema(required = true)]
    pub citizen: CitizenWriteDto,
    #[serde(default)]
    #[schema(value_type = crate::codes::StaffStatusCode)]
    #[schema(required = true)]
    pub status: String,
    #[serde(default)]
    pub staff_positions: Vec<StaffPositionWriteDto>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl StaffWriteDto {
    pub fn form(&self) -> StaffForm {
        let c = &self.citizen;
        StaffForm {
            citizen: CitizenForm {
                last_name: c.last_name.clone(),
                first_name: c.first_name.clone(),
                middle_name: c.middle_name.clone(),
                pinfl: c.pinfl.clone(),
                birth_date: c.birth_date.clone(),
                gender: c.gender,
                passport: c.passport.clone(),
            },
            status: self.status.clone(),
            positions: self
                .staff_positions
                .iter()
                .map(|p| StaffPositionForm {
                    position_id: p.position_id,
                    work_form: p.work_form.clone(),
                    rate: p.rate,
                    edu_subject_ids: p.edu_subject_ids.clone(),
                })
                .collect(),
        }
    }
}
