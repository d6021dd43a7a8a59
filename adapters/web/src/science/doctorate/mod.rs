//! `/science/doctoral-students/` and `/science/defences/`.

mod create_defence;
mod create_student;
mod delete_defence;
mod delete_student;
mod get_defence;
mod get_student;
mod list_defences;
mod list_students;
mod update_defence;
mod update_student;

pub use create_defence::*;
pub use create_student::*;
pub use delete_defence::*;
pub use delete_student::*;
pub use get_defence::*;
pub use get_student::*;
pub use list_defences::*;
pub use list_students::*;
pub use update_defence::*;
pub use update_student::*;

use domain::science::doctorate::{DefenceForm, DoctoralStudentForm};
use domain::science::{Defence, DoctoralStudent};
use domain::staff::CitizenForm;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};
use crate::science::day;
use crate::staff::{CitizenDto, CitizenWriteDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct DoctoralStudentDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub citizen_id: i64,
    pub citizen: CitizenDto,
    pub full_name: String,
    #[schema(value_type = crate::science::codes::DoctorateKindCode)]
    pub kind: String,
    #[schema(value_type = crate::science::codes::StudyFormCode)]
    pub form: String,
    pub theme: String,
    pub specialty: String,
    pub supervisor_staff_id: i64,
    pub supervisor_name: String,
    pub course: i16,
    pub admission_year: i16,
    #[schema(value_type = crate::science::codes::DoctoralStatusCode)]
    pub status: String,
    /// The recorded defence, once there is one.
    pub defence_id: Option<i64>,
    pub version: i32,
}

impl From<DoctoralStudent> for DoctoralStudentDto {
    fn from(student: DoctoralStudent) -> Self {
        let d = &student.details;
        DoctoralStudentDto {
            id: student.id.get(),
            institution_id: student.institution_id.get(),
            institution: InstitutionRefDto { id: student.institution_id.get(), name: NameDto::from(&student.institution_name) },
            citizen_id: student.citizen.id.get(),
            citizen: CitizenDto::from(&student.citizen),
            full_name: student.full_name(),
            kind: d.kind.code().into(),
            form: d.form.code().into(),
            theme: d.theme.clone(),
            specialty: d.specialty.clone(),
            supervisor_staff_id: d.supervisor.get(),
            supervisor_name: student.supervisor_name.clone(),
            course: d.course,
            admission_year: d.admission_year,
            status: d.status.code().into(),
            defence_id: student.defence.map(|id| id.get()),
            version: student.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct DoctoralStudentWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    /// The person, matched by PINFL (`/science/citizens/?pinfl=` finds one already known).
    #[serde(default)]
    #[schema(required = true)]
    pub citizen: CitizenWriteDto,
    #[serde(default)]
    #[schema(value_type = crate::science::codes::DoctorateKindCode, required = true)]
    pub kind: String,
    #[serde(default)]
    #[schema(value_type = crate::science::codes::StudyFormCode, required = true)]
    pub form: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 1000, pattern = r"\S")]
    pub theme: String,
    /// The specialty's code and name.
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 255, pattern = r"\S")]
    pub specialty: String,
    /// One of the institution's staff.
    #[serde(default)]
    #[schema(required = true)]
    pub supervisor_staff_id: i64,
    #[serde(default)]
    #[schema(required = true, minimum = 1, maximum = 3)]
    pub course: i64,
    #[serde(default)]
    #[schema(required = true, minimum = 1990, maximum = 2100)]
    pub admission_year: i64,
    /// `DEFENDED` comes with a recorded defence only.
    #[serde(default)]
    #[schema(value_type = crate::science::codes::DoctoralStatusCode, required = true)]
    pub status: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl DoctoralStudentWriteDto {
    pub fn form(&self) -> DoctoralStudentForm {
        let c = &self.citizen;
        DoctoralStudentForm {
            citizen: CitizenForm {
                last_name: c.last_name.clone(),
                first_name: c.first_name.clone(),
                middle_name: c.middle_name.clone(),
                pinfl: c.pinfl.clone(),
                birth_date: c.birth_date.clone(),
                gender: c.gender,
                passport: c.passport.clone(),
            },
            kind: self.kind.clone(),
            form: self.form.clone(),
            theme: self.theme.clone(),
            specialty: self.specialty.clone(),
            supervisor_staff_id: self.supervisor_staff_id,
            course: self.course,
            admission_year: self.admission_year,
            status: self.status.clone(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DefenceDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    pub doctoral_student_id: i64,
    pub student_name: String,
    #[schema(value_type = crate::science::codes::DoctorateKindCode)]
    pub kind: String,
    pub specialty: String,
    #[schema(format = Date)]
    pub date: String,
    pub council: String,
    pub diploma_number: String,
    pub register_number: String,
    pub version: i32,
}

impl From<Defence> for DefenceDto {
    fn from(defence: Defence) -> Self {
        let d = &defence.details;
        DefenceDto {
            id: defence.id.get(),
            institution_id: defence.institution_id.get(),
            institution: InstitutionRefDto { id: defence.institution_id.get(), name: NameDto::from(&defence.institution_name) },
            doctoral_student_id: defence.doctoral_student_id.get(),
            student_name: defence.student_name.clone(),
            kind: defence.kind.code().into(),
            specialty: defence.specialty.clone(),
            date: day(d.date),
            council: d.council.clone(),
            diploma_number: d.diploma_number.clone(),
            register_number: d.register_number.clone(),
            version: defence.version.get(),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct DefenceWriteDto {
    /// A doctoral student of the institution without a defence; ignored on update (a defence
    /// stays its student's).
    #[serde(default)]
    #[schema(required = true)]
    pub doctoral_student_id: i64,
    /// Not after today.
    #[serde(default)]
    #[schema(required = true, format = Date)]
    pub date: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 255, pattern = r"\S")]
    pub council: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub diploma_number: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 64, pattern = r"\S")]
    pub register_number: String,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl DefenceWriteDto {
    pub fn form(&self) -> DefenceForm {
        DefenceForm {
            doctoral_student_id: self.doctoral_student_id,
            date: self.date.clone(),
            council: self.council.clone(),
            diploma_number: self.diploma_number.clone(),
            register_number: self.register_number.clone(),
        }
    }
}
