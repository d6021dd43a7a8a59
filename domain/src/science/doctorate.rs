//! Doctoral students (PhD and DSc, full-time or independent researchers) and the defences of
//! their dissertations.

use chrono::NaiveDate;

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{DefenceId, DoctoralStudentId, InstitutionId, StaffId};
use crate::multilingual::MultilingualName;
use crate::staff::{Citizen, CitizenDraft, CitizenForm};
use crate::validation::{parse_date, required_text, Invalid, ValidationErrors};
use crate::version::Version;

use super::rules::ScienceRule;

code_list! {
    DoctorateKind {
        Phd = "PHD", "Falsafa doktori (PhD)", "Доктор философии (PhD)", "Doctor of Philosophy (PhD)";
        Dsc = "DSC", "Fan doktori (DSc)", "Доктор наук (DSc)", "Doctor of Science (DSc)";
    }
}

code_list! {
    StudyForm {
        FullTime = "FULL_TIME", "Tayanch doktorantura", "Базовая докторантура", "Full-time";
        Independent = "INDEPENDENT", "Mustaqil izlanuvchi", "Самостоятельный соискатель", "Independent researcher";
    }
}

code_list! {
    DoctoralStatus {
        Active = "ACTIVE", "O‘qimoqda", "Обучается", "Studying";
        OnLeave = "ON_LEAVE", "Ta’tilda", "В отпуске", "On leave";
        Defended = "DEFENDED", "Himoya qilgan", "Защитился", "Defended";
        Withdrawn = "WITHDRAWN", "Chetlashtirilgan", "Отчислен", "Withdrawn";
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DoctoralStudentForm {
    pub citizen: CitizenForm,
    pub kind: String,
    pub form: String,
    pub theme: String,
    pub specialty: String,
    pub supervisor_staff_id: i64,
    pub course: i64,
    pub admission_year: i64,
    pub status: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoctoralStudentDetails {
    pub kind: DoctorateKind,
    pub form: StudyForm,
    pub theme: String,
    /// The code and name of the specialty (`05.01.01 – Axborot texnologiyalari`).
    pub specialty: String,
    pub supervisor: StaffId,
    /// 1 to 3.
    pub course: i16,
    pub admission_year: i16,
    pub status: DoctoralStatus,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoctoralStudentDraft {
    pub citizen: CitizenDraft,
    pub details: DoctoralStudentDetails,
}

impl DoctoralStudentDraft {
    pub const MAX_THEME: usize = 1000;
    pub const MAX_SPECIALTY: usize = 255;
    pub const COURSES: std::ops::RangeInclusive<i64> = 1..=3;

    pub fn parse(form: &DoctoralStudentForm, this_year: i32) -> Result<DoctoralStudentDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let citizen = CitizenDraft::parse(&form.citizen).map_err(|e| errors.merge("citizen", e)).ok();
        let kind = errors.check("kind", DoctorateKind::parse(&form.kind));
        let study_form = errors.check("form", StudyForm::parse(&form.form));
        let theme = errors.check("theme", required_text(&form.theme, Self::MAX_THEME));
        let specialty = errors.check("specialty", required_text(&form.specialty, Self::MAX_SPECIALTY));
        let supervisor = errors.check("supervisor_staff_id", StaffId::new(form.supervisor_staff_id));
        if !Self::COURSES.contains(&form.course) {
            errors.add("course", Invalid::OutOfRange { min: *Self::COURSES.start(), max: *Self::COURSES.end() });
        }
        let last_year = i64::from(this_year) + 1;
        if !(1990..=last_year).contains(&form.admission_year) {
            errors.add("admission_year", Invalid::OutOfRange { min: 1990, max: last_year });
        }
        let status = errors.check("status", DoctoralStatus::parse(&form.status));
        errors.into_result()?;
        match (citizen, kind, study_form, theme, specialty, supervisor, status) {
            (Some(citizen), Some(kind), Some(study_form), Some(theme), Some(specialty), Some(supervisor), Some(status)) => {
                Ok(DoctoralStudentDraft {
                    citizen,
                    details: DoctoralStudentDetails {
                        kind,
                        form: study_form,
                        theme,
                        specialty,
                        supervisor,
                        course: form.course as i16,
                        admission_year: form.admission_year as i16,
                        status,
                    },
                })
            }
            _ => Err(ValidationErrors::single("citizen", Invalid::Required)),
        }
    }
}

/// A stored doctoral student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoctoralStudent {
    pub id: DoctoralStudentId,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub citizen: Citizen,
    pub details: DoctoralStudentDetails,
    pub supervisor_name: String,
    pub defence: Option<DefenceId>,
    pub version: Version,
}

impl DoctoralStudent {
    pub fn full_name(&self) -> String {
        let c = &self.citizen.details;
        [c.last_name.as_str(), &c.first_name, &c.middle_name].iter().filter(|p| !p.is_empty()).copied().collect::<Vec<_>>().join(" ")
    }

    /// `DEFENDED` is the status of a student with a recorded defence, and of no one else: a form
    /// neither sets it nor takes it away.
    pub fn check_status(&self, status: DoctoralStatus) -> Result<(), ScienceRule> {
        match (self.defence.is_some(), status == DoctoralStatus::Defended) {
            (true, true) | (false, false) => Ok(()),
            _ => Err(ScienceRule::StatusFollowsDefence),
        }
    }

    /// A new student's status: anything but `DEFENDED`, which comes with a defence.
    pub fn check_new_status(status: DoctoralStatus) -> Result<(), ScienceRule> {
        if status == DoctoralStatus::Defended {
            Err(ScienceRule::StatusFollowsDefence)
        } else {
            Ok(())
        }
    }

    pub fn check_delete(&self) -> Result<(), ScienceRule> {
        match self.defence {
            Some(_) => Err(ScienceRule::HasDefence),
            None => Ok(()),
        }
    }

    /// The student's state once a defence is recorded.
    pub fn defended(&self) -> Result<DoctoralStudentDetails, ScienceRule> {
        if self.defence.is_some() {
            return Err(ScienceRule::DefenceRecorded);
        }
        Ok(DoctoralStudentDetails { status: DoctoralStatus::Defended, ..self.details.clone() })
    }

    /// The student's state once their defence is removed: studying again.
    pub fn undefended(&self) -> DoctoralStudentDetails {
        DoctoralStudentDetails { status: DoctoralStatus::Active, ..self.details.clone() }
    }
}

impl Audited for DoctoralStudent {
    const ENTITY: EntityType = EntityType::DoctoralStudent;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }

    fn snapshot(&self) -> Snapshot {
        let c = &self.citizen.details;
        let d = &self.details;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("citizen_id", self.citizen.id.get().into()),
            ("last_name", c.last_name.as_str().into()),
            ("first_name", c.first_name.as_str().into()),
            ("middle_name", c.middle_name.as_str().into()),
            ("pinfl", c.pinfl.as_str().into()),
            ("kind", d.kind.code().into()),
            ("form", d.form.code().into()),
            ("theme", d.theme.as_str().into()),
            ("specialty", d.specialty.as_str().into()),
            ("supervisor_staff_id", d.supervisor.get().into()),
            ("course", i64::from(d.course).into()),
            ("admission_year", i64::from(d.admission_year).into()),
            ("status", d.status.code().into()),
        ])
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DefenceForm {
    pub doctoral_student_id: i64,
    pub date: String,
    pub council: String,
    pub diploma_number: String,
    pub register_number: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefenceDetails {
    pub date: NaiveDate,
    /// The scientific council the dissertation was defended at (its number and name).
    pub council: String,
    pub diploma_number: String,
    pub register_number: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefenceDraft {
    pub doctoral_student: DoctoralStudentId,
    pub details: DefenceDetails,
}

impl DefenceDraft {
    pub const MAX_COUNCIL: usize = 255;
    pub const MAX_NUMBER: usize = 64;

    /// A defence that has taken place: dated `today` at the latest.
    pub fn parse(form: &DefenceForm, today: NaiveDate) -> Result<DefenceDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let student = errors.check("doctoral_student_id", DoctoralStudentId::new(form.doctoral_student_id));
        let date = errors.check("date", parse_date(&form.date));
        if date.is_some_and(|d| d > today) {
            errors.add("date", Invalid::OutOfRange { min: 1990, max: i64::from(chrono::Datelike::year(&today)) });
        }
        let council = errors.check("council", required_text(&form.council, Self::MAX_COUNCIL));
        let diploma_number = errors.check("diploma_number", required_text(&form.diploma_number, Self::MAX_NUMBER));
        let register_number = errors.check("register_number", required_text(&form.register_number, Self::MAX_NUMBER));
        errors.into_result()?;
        match (student, date, council, diploma_number, register_number) {
            (Some(doctoral_student), Some(date), Some(council), Some(diploma_number), Some(register_number)) => {
                Ok(DefenceDraft { doctoral_student, details: DefenceDetails { date, council, diploma_number, register_number } })
            }
            _ => Err(ValidationErrors::single("date", Invalid::Required)),
        }
    }
}

/// A stored defence, with what its lists show of the doctoral student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Defence {
    pub id: DefenceId,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub doctoral_student_id: DoctoralStudentId,
    pub student_name: String,
    pub kind: DoctorateKind,
    pub specialty: String,
    pub details: DefenceDetails,
    pub version: Version,
}

impl Audited for Defence {
    const ENTITY: EntityType = EntityType::Defence;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("doctoral_student_id", self.doctoral_student_id.get().into()),
            ("date", d.date.into()),
            ("council", d.council.as_str().into()),
            ("diploma_number", d.diploma_number.as_str().into()),
            ("register_number", d.register_number.as_str().into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::CitizenId;

    fn citizen() -> CitizenForm {
        CitizenForm {
            last_name: "Rahimov".into(),
            first_name: "Sardor".into(),
            middle_name: "".into(),
            pinfl: "31503950230011".into(),
            birth_date: "1995-03-15".into(),
            gender: 1,
            passport: "AB1234567".into(),
        }
    }

    fn form() -> DoctoralStudentForm {
        DoctoralStudentForm {
            citizen: citizen(),
            kind: "PHD".into(),
            form: "FULL_TIME".into(),
            theme: "Tarmoq trafigini tasniflash".into(),
            specialty: "05.01.01 – Axborot texnologiyalari".into(),
            supervisor_staff_id: 4,
            course: 2,
            admission_year: 2025,
            status: "ACTIVE".into(),
        }
    }

    fn fields(form: &DoctoralStudentForm) -> Vec<String> {
        DoctoralStudentDraft::parse(form, 2026).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect()
    }

    #[test]
    fn a_doctoral_student_is_a_person_by_pinfl_with_a_course_of_one_to_three() {
        let mut with_checksum = citizen();
        with_checksum.pinfl = {
            let first: Vec<u32> = "3150395023001".bytes().map(|b| u32::from(b - b'0')).collect();
            format!("3150395023001{}", crate::pinfl::Pinfl::check_digit(&first))
        };
        let ok = DoctoralStudentForm { citizen: with_checksum, ..form() };
        assert!(DoctoralStudentDraft::parse(&ok, 2026).is_ok());
        assert_eq!(fields(&DoctoralStudentForm { course: 4, citizen: ok.citizen.clone(), ..form() }), vec!["course"]);
        assert_eq!(
            fields(&DoctoralStudentForm { kind: "MSC".into(), form: "EVENING".into(), citizen: ok.citizen.clone(), ..form() }),
            vec!["kind", "form"]
        );
        assert_eq!(
            fields(&DoctoralStudentForm { supervisor_staff_id: 0, citizen: ok.citizen.clone(), ..form() }),
            vec!["supervisor_staff_id"]
        );
        assert!(fields(&form()).iter().any(|f| f == "citizen.pinfl"), "a PINFL with a wrong check digit");
    }

    fn student(defence: Option<i64>, status: DoctoralStatus) -> DoctoralStudent {
        DoctoralStudent {
            id: DoctoralStudentId::from_stored(1),
            institution_id: InstitutionId::from_stored(1),
            institution_name: MultilingualName::from_stored("TM".into(), String::new(), String::new(), String::new()),
            citizen: Citizen {
                id: CitizenId::from_stored(1),
                details: CitizenDraft {
                    last_name: "Rahimov".into(),
                    first_name: "Sardor".into(),
                    middle_name: String::new(),
                    pinfl: crate::pinfl::Pinfl::from_stored("x".into()),
                    birth_date: NaiveDate::from_ymd_opt(1995, 3, 15).unwrap(),
                    gender: crate::person::Gender::Male,
                    passport: crate::passport::PassportSerial::from_stored("AB1234567".into()),
                },
                version: Version::new(1),
            },
            details: DoctoralStudentDetails {
                kind: DoctorateKind::Phd,
                form: StudyForm::FullTime,
                theme: "T".into(),
                specialty: "S".into(),
                supervisor: StaffId::from_stored(4),
                course: 3,
                admission_year: 2023,
                status,
            },
            supervisor_name: "Karimov Bobur".into(),
            defence: defence.map(DefenceId::from_stored),
            version: Version::new(1),
        }
    }

    #[test]
    fn defended_is_the_status_of_a_recorded_defence_only() {
        let studying = student(None, DoctoralStatus::Active);
        assert_eq!(studying.full_name(), "Rahimov Sardor");
        assert_eq!(studying.check_status(DoctoralStatus::Defended), Err(ScienceRule::StatusFollowsDefence));
        assert_eq!(studying.check_status(DoctoralStatus::OnLeave), Ok(()));
        assert_eq!(studying.defended().map(|d| d.status), Ok(DoctoralStatus::Defended));
        assert_eq!(studying.check_delete(), Ok(()));
        let defended = student(Some(9), DoctoralStatus::Defended);
        assert_eq!(defended.check_status(DoctoralStatus::Active), Err(ScienceRule::StatusFollowsDefence));
        assert_eq!(defended.defended(), Err(ScienceRule::DefenceRecorded));
        assert_eq!(defended.check_delete(), Err(ScienceRule::HasDefence));
        assert_eq!(defended.undefended().status, DoctoralStatus::Active);
        assert_eq!(DoctoralStudent::check_new_status(DoctoralStatus::Defended), Err(ScienceRule::StatusFollowsDefence));
    }

    #[test]
    fn a_defence_has_taken_place_and_names_its_council_and_numbers() {
        let today = NaiveDate::from_ymd_opt(2026, 12, 6).unwrap();
        let form = DefenceForm {
            doctoral_student_id: 3,
            date: "2026-11-20".into(),
            council: "DSc.03/30.12.2019.T.07.01".into(),
            diploma_number: "PhD 012345".into(),
            register_number: "1234".into(),
        };
        assert!(DefenceDraft::parse(&form, today).is_ok());
        let future = DefenceForm { date: "2026-12-07".into(), ..form.clone() };
        let fields: Vec<String> = DefenceDraft::parse(&future, today).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect();
        assert_eq!(fields, vec!["date"]);
        let empty = DefenceForm { doctoral_student_id: 0, ..DefenceForm::default() };
        let fields: Vec<String> = DefenceDraft::parse(&empty, today).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect();
        assert_eq!(fields, vec!["doctoral_student_id", "date", "council", "diploma_number", "register_number"]);
    }
}
