// Indian given names and surnames by region, so a doctor in Chennai is more
// often a Tamil name and one in Kolkata a Bengali one, with people from
// everywhere in every big city.

export type Region =
  | 'north'
  | 'punjabi'
  | 'rajasthani'
  | 'marathi'
  | 'gujarati'
  | 'kannada'
  | 'tamil'
  | 'telugu'
  | 'malayali'
  | 'bengali'
  | 'odia'
  | 'assamese'
  | 'kashmiri'
  | 'muslim'
  | 'christian';

export interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Women of this pool sometimes carry this surname instead (Kaur, Devi). */
  femaleSurnames?: readonly string[];
}

export const NAMES: Record<Region, NamePool> = {
  north: {
    male: ['Rahul', 'Amit', 'Rohit', 'Vikas', 'Ankit', 'Saurabh', 'Abhishek', 'Gaurav', 'Nitin', 'Manish', 'Alok', 'Ashutosh', 'Pankaj', 'Deepak', 'Sandeep', 'Vivek', 'Anurag', 'Shashank', 'Siddharth', 'Aditya', 'Varun', 'Kunal', 'Harsh', 'Mayank', 'Prateek', 'Rajesh', 'Sanjay', 'Vinod', 'Ajay', 'Akash', 'Ravi', 'Arun', 'Naveen', 'Ramesh', 'Ashok', 'Dinesh', 'Rakesh', 'Mukesh', 'Yogesh', 'Sumit'],
    female: ['Priya', 'Neha', 'Pooja', 'Shweta', 'Anjali', 'Ritu', 'Swati', 'Nidhi', 'Shikha', 'Kavita', 'Sonia', 'Pallavi', 'Ananya', 'Aditi', 'Shruti', 'Garima', 'Richa', 'Megha', 'Preeti', 'Sakshi', 'Divya', 'Isha', 'Kritika', 'Deepika', 'Anamika', 'Rashmi', 'Jyoti', 'Sunita', 'Rekha', 'Shalini', 'Tanvi', 'Vandana', 'Archana', 'Aarti', 'Monika', 'Bhavna', 'Ira', 'Mansi'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Agarwal', 'Srivastava', 'Mishra', 'Tiwari', 'Pandey', 'Yadav', 'Chauhan', 'Saxena', 'Kapoor', 'Malhotra', 'Khanna', 'Arora', 'Bansal', 'Goel', 'Mittal', 'Jain', 'Singh', 'Dubey', 'Shukla', 'Tripathi', 'Rastogi', 'Chaturvedi', 'Bhatnagar', 'Rawat', 'Negi', 'Thakur', 'Sinha', 'Jha', 'Prasad', 'Chaudhary', 'Tyagi', 'Bhardwaj', 'Mathur', 'Dwivedi', 'Awasthi'],
  },
  punjabi: {
    male: ['Gurpreet', 'Harpreet', 'Manpreet', 'Jaspreet', 'Amandeep', 'Harjeet', 'Gurmeet', 'Karan', 'Arjun', 'Rajinder', 'Sukhwinder', 'Navdeep', 'Inderjit', 'Kanwal', 'Paramjit', 'Tejinder', 'Jasvinder', 'Rohan', 'Sahil', 'Ishaan'],
    female: ['Simran', 'Harleen', 'Navneet', 'Jasleen', 'Gurleen', 'Manpreet', 'Amrit', 'Kiranjot', 'Rupinder', 'Parminder', 'Sukhmani', 'Mehak', 'Tanya', 'Ishita', 'Noor', 'Ravneet'],
    surnames: ['Singh', 'Gill', 'Sandhu', 'Dhillon', 'Sidhu', 'Grewal', 'Bajwa', 'Sethi', 'Ahuja', 'Chopra', 'Bedi', 'Walia', 'Anand', 'Bhatia', 'Sodhi', 'Mann', 'Brar', 'Kohli', 'Oberoi', 'Chawla'],
    femaleSurnames: ['Kaur'],
  },
  rajasthani: {
    male: ['Mahendra', 'Vikram', 'Jitendra', 'Surendra', 'Ravindra', 'Bhupendra', 'Devendra', 'Lokesh', 'Hemant', 'Tarun', 'Kapil', 'Mohit', 'Dheeraj', 'Rajat', 'Nikhil'],
    female: ['Sunita', 'Kiran', 'Mamta', 'Seema', 'Padma', 'Hemlata', 'Kusum', 'Rajni', 'Poonam', 'Ruchi', 'Khushboo', 'Shivani', 'Nisha', 'Pinky', 'Lata'],
    surnames: ['Rathore', 'Shekhawat', 'Meena', 'Jain', 'Agarwal', 'Sharma', 'Choudhary', 'Bishnoi', 'Purohit', 'Vyas', 'Joshi', 'Maheshwari', 'Khandelwal', 'Sisodia', 'Bhati'],
  },
  marathi: {
    male: ['Sachin', 'Sameer', 'Tushar', 'Prasad', 'Aniket', 'Omkar', 'Sagar', 'Mandar', 'Ninad', 'Aditya', 'Rohan', 'Siddhesh', 'Amol', 'Nilesh', 'Mahesh', 'Sandeep', 'Abhijit', 'Shrikant', 'Chetan', 'Kedar', 'Parag', 'Vinayak', 'Mihir', 'Ashish'],
    female: ['Snehal', 'Madhuri', 'Rutuja', 'Prajakta', 'Manasi', 'Gauri', 'Ashwini', 'Sayali', 'Pallavi', 'Shraddha', 'Aparna', 'Vaishali', 'Mrunal', 'Ketaki', 'Rasika', 'Sneha', 'Tejaswini', 'Amruta', 'Sonali', 'Anagha', 'Neha', 'Radhika'],
    surnames: ['Patil', 'Deshpande', 'Kulkarni', 'Joshi', 'Deshmukh', 'Pawar', 'Jadhav', 'Gokhale', 'Bhosale', 'Shinde', 'Kale', 'Apte', 'Gaikwad', 'More', 'Chavan', 'Sawant', 'Naik', 'Phadke', 'Ranade', 'Karnik', 'Marathe', 'Wagh', 'Salunkhe', 'Kamat', 'Bhide', 'Godbole'],
  },
  gujarati: {
    male: ['Hardik', 'Jignesh', 'Bhavesh', 'Chirag', 'Dhaval', 'Hiren', 'Ketan', 'Mehul', 'Nirav', 'Parth', 'Rushabh', 'Tejas', 'Viral', 'Kaushal', 'Jay', 'Dhruv', 'Harshil', 'Malay', 'Urvish', 'Pratik'],
    female: ['Hetal', 'Komal', 'Krupa', 'Mital', 'Nidhi', 'Payal', 'Riddhi', 'Siddhi', 'Foram', 'Jinal', 'Khushi', 'Bhumi', 'Dhwani', 'Janvi', 'Kinjal', 'Urvi', 'Hiral', 'Nirali'],
    surnames: ['Patel', 'Shah', 'Mehta', 'Desai', 'Parikh', 'Trivedi', 'Bhatt', 'Modi', 'Vyas', 'Thakkar', 'Dave', 'Pandya', 'Joshi', 'Gandhi', 'Soni', 'Chokshi', 'Vora', 'Sheth', 'Amin', 'Raval', 'Dalal', 'Kothari'],
  },
  kannada: {
    male: ['Prashanth', 'Raghavendra', 'Suresh', 'Manjunath', 'Nagaraj', 'Santosh', 'Vinay', 'Shreyas', 'Karthik', 'Chethan', 'Darshan', 'Girish', 'Harish', 'Kiran', 'Mahesh', 'Nandan', 'Pavan', 'Rakshith', 'Sharath', 'Sudeep', 'Vijay', 'Anand', 'Praveen', 'Yashas', 'Adarsh', 'Akshay'],
    female: ['Shruthi', 'Deepa', 'Kavya', 'Lakshmi', 'Rashmi', 'Sahana', 'Sindhu', 'Spoorthi', 'Pavithra', 'Bhavya', 'Chaitra', 'Divya', 'Meghana', 'Nayana', 'Pooja', 'Ranjitha', 'Sowmya', 'Vidya', 'Ananya', 'Apoorva', 'Anusha', 'Harini', 'Keerthana', 'Varsha'],
    surnames: ['Rao', 'Hegde', 'Shetty', 'Gowda', 'Kamath', 'Pai', 'Bhat', 'Murthy', 'Kini', 'Nayak', 'Prabhu', 'Acharya', 'Shenoy', 'Kulkarni', 'Patil', 'Desai', 'Adiga', 'Upadhya', 'Karanth', 'Rai', 'Shastry', 'Aithal', 'Ballal', 'Srinivas', 'Swamy'],
  },
  tamil: {
    male: ['Karthik', 'Senthil', 'Arun', 'Vignesh', 'Prakash', 'Suresh', 'Ramesh', 'Balaji', 'Ganesh', 'Saravanan', 'Murugan', 'Dinesh', 'Gokul', 'Hari', 'Ashwin', 'Aravind', 'Santhosh', 'Vijay', 'Kumaran', 'Rajkumar', 'Srinivasan', 'Venkat', 'Sundar', 'Madhavan', 'Elango', 'Shankar'],
    female: ['Lakshmi', 'Priya', 'Divya', 'Meena', 'Kavitha', 'Revathi', 'Gayathri', 'Janani', 'Deepa', 'Anitha', 'Sangeetha', 'Nithya', 'Preethi', 'Swetha', 'Vaishnavi', 'Aishwarya', 'Keerthi', 'Sowmya', 'Malathi', 'Subha', 'Bhuvana', 'Uma', 'Hema', 'Kalpana', 'Yamini', 'Abirami'],
    surnames: ['Iyer', 'Iyengar', 'Krishnan', 'Subramanian', 'Raman', 'Venkatesan', 'Rajan', 'Sundaram', 'Natarajan', 'Balasubramanian', 'Pillai', 'Chandrasekaran', 'Ramasamy', 'Ramachandran', 'Narayanan', 'Srinivasan', 'Gopalan', 'Kannan', 'Murugesan', 'Selvaraj', 'Mani', 'Arumugam', 'Raghavan', 'Swaminathan', 'Ganesan', 'Rajendran'],
  },
  telugu: {
    male: ['Srinivas', 'Venkatesh', 'Ravi', 'Kishore', 'Naresh', 'Suresh', 'Ramesh', 'Mahesh', 'Pavan', 'Sai', 'Chaitanya', 'Harsha', 'Phani', 'Sandeep', 'Vamsi', 'Krishna', 'Anil', 'Ramana', 'Satish', 'Srikanth', 'Tarun', 'Sravan', 'Murali', 'Praveen'],
    female: ['Lakshmi', 'Padmaja', 'Sravani', 'Swathi', 'Sirisha', 'Madhavi', 'Bhargavi', 'Haritha', 'Keerthi', 'Lavanya', 'Manasa', 'Mounika', 'Navya', 'Pranathi', 'Sahithi', 'Sindhuja', 'Sushma', 'Tejaswi', 'Vani', 'Anusha', 'Sneha', 'Deepthi', 'Harika'],
    surnames: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Raju', 'Prasad', 'Goud', 'Sastry', 'Murthy', 'Yadav', 'Kumar', 'Babu', 'Kondapalli', 'Gutta', 'Vemuri', 'Pinnamaneni', 'Nallapati', 'Bandi', 'Chintala', 'Kolli', 'Mandava', 'Penmetsa', 'Talluri'],
  },
  malayali: {
    male: ['Arjun', 'Anoop', 'Sreejith', 'Rajesh', 'Vineeth', 'Jithin', 'Akhil', 'Sanjay', 'Harikrishnan', 'Manoj', 'Pradeep', 'Rahul', 'Sreekanth', 'Vishnu', 'Nikhil', 'Ajith', 'Biju', 'Unnikrishnan', 'Gokul', 'Arun'],
    female: ['Anjali', 'Aswathy', 'Lakshmi', 'Meera', 'Parvathy', 'Reshma', 'Sreelakshmi', 'Anupama', 'Divya', 'Gopika', 'Keerthana', 'Nimisha', 'Remya', 'Sruthi', 'Athira', 'Devika', 'Aparna', 'Sandhya', 'Lekha', 'Neethu'],
    surnames: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Panicker', 'Warrier', 'Namboodiri', 'Nambiar', 'Kartha', 'Unnithan', 'Varma', 'Krishnan', 'Gopinath', 'Balakrishnan', 'Madhavan', 'Raghunath'],
  },
  bengali: {
    male: ['Arnab', 'Sourav', 'Debashish', 'Subhajit', 'Sayan', 'Abhijit', 'Anirban', 'Arindam', 'Indranil', 'Kaushik', 'Partha', 'Rajdeep', 'Sandip', 'Soumya', 'Subhankar', 'Tanmoy', 'Amitava', 'Sumit', 'Rana', 'Dipankar', 'Avik', 'Sudipto'],
    female: ['Ananya', 'Debjani', 'Moumita', 'Priyanka', 'Rupa', 'Sanchita', 'Sreya', 'Sudeshna', 'Tanushree', 'Rituparna', 'Poulomi', 'Paromita', 'Madhumita', 'Ishani', 'Shreya', 'Srabanti', 'Sohini', 'Payel', 'Susmita', 'Oindrila', 'Rimi', 'Mousumi'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Bose', 'Das', 'Sen', 'Roy', 'Dutta', 'Chakraborty', 'Bhattacharya', 'Sarkar', 'Majumdar', 'Ganguly', 'Mitra', 'Basu', 'Pal', 'Saha', 'Dey', 'Guha', 'Sengupta', 'Dasgupta', 'Biswas', 'Mondal', 'Haldar'],
  },
  odia: {
    male: ['Subrat', 'Sambit', 'Ashis', 'Debasis', 'Pradeep', 'Satyajit', 'Bibhuti', 'Manas', 'Soumya', 'Prasanna', 'Sanjib', 'Biswajit', 'Jagannath', 'Chinmay'],
    female: ['Smita', 'Sasmita', 'Sucharita', 'Lipika', 'Subhashree', 'Pragyan', 'Ipsita', 'Monalisa', 'Jyotirmayee', 'Barsha', 'Sonali', 'Swagatika'],
    surnames: ['Mohanty', 'Patnaik', 'Mishra', 'Das', 'Panda', 'Behera', 'Sahoo', 'Nayak', 'Tripathy', 'Pradhan', 'Rath', 'Mohapatra', 'Swain', 'Jena', 'Routray', 'Senapati'],
  },
  assamese: {
    male: ['Bhaskar', 'Dhruba', 'Hemanta', 'Jayanta', 'Manash', 'Nilotpal', 'Pranjal', 'Rupam', 'Bikash', 'Dipjyoti', 'Kaushik', 'Utpal'],
    female: ['Bornali', 'Dipanjali', 'Gitanjali', 'Jonali', 'Kakoli', 'Mridusmita', 'Nilakshi', 'Pallavi', 'Rimjhim', 'Trishna', 'Bidisha', 'Anindita'],
    surnames: ['Baruah', 'Gogoi', 'Saikia', 'Bora', 'Kalita', 'Hazarika', 'Sharma', 'Das', 'Deka', 'Bhuyan', 'Phukan', 'Choudhury', 'Lyngdoh', 'Sangma', 'Marak', 'Lalremruata'],
  },
  kashmiri: {
    male: ['Aamir', 'Bilal', 'Irfan', 'Showkat', 'Mudasir', 'Sajad', 'Rohit', 'Vikas', 'Sanjay', 'Ajaz'],
    female: ['Mehvish', 'Insha', 'Iqra', 'Saima', 'Rukhsana', 'Shazia', 'Neha', 'Kajal', 'Anjali', 'Sadaf'],
    surnames: ['Bhat', 'Dar', 'Wani', 'Mir', 'Lone', 'Kaul', 'Raina', 'Koul', 'Shah', 'Malik', 'Pandita', 'Zutshi'],
  },
  muslim: {
    male: ['Imran', 'Faisal', 'Arif', 'Salman', 'Zubair', 'Tariq', 'Asif', 'Irfan', 'Sameer', 'Shahid', 'Nadeem', 'Javed', 'Rizwan', 'Adnan', 'Aamir', 'Farhan', 'Mohammed', 'Abdul', 'Saif', 'Zaid', 'Kashif', 'Wasim', 'Azhar', 'Iqbal'],
    female: ['Ayesha', 'Fatima', 'Sana', 'Zoya', 'Nazia', 'Farah', 'Rukhsar', 'Heena', 'Shabana', 'Nusrat', 'Sameena', 'Tabassum', 'Afreen', 'Nikhat', 'Sadia', 'Zainab', 'Mariam', 'Huma', 'Asma', 'Saba'],
    surnames: ['Khan', 'Ahmed', 'Siddiqui', 'Qureshi', 'Ansari', 'Shaikh', 'Hussain', 'Rizvi', 'Syed', 'Mirza', 'Farooqui', 'Pathan', 'Baig', 'Hashmi', 'Naqvi', 'Jafri', 'Kazmi', 'Usmani', 'Rahman', 'Ali'],
  },
  christian: {
    male: ['Joseph', 'Thomas', 'George', 'John', 'Mathew', 'Sunil', 'Anil', 'Jerome', 'Clement', 'Francis', 'Vincent', 'Roshan', 'Jason', 'Allen', 'Melwyn', 'Sebastian'],
    female: ['Mary', 'Sheela', 'Anita', 'Reena', 'Sherin', 'Jessy', 'Tessy', 'Nancy', 'Linda', 'Shirley', 'Cynthia', 'Merlin', 'Annie', 'Rachel', 'Elizabeth', 'Sonia'],
    surnames: ["D'Souza", 'Fernandes', 'Pereira', 'Rodrigues', 'Pinto', 'Lobo', 'Menezes', 'Coutinho', 'Varghese', 'Kurian', 'Thomas', 'Joseph', 'Mathew', 'George', 'Cherian', 'Abraham', 'Philip', 'Jacob'],
  },
};

/** Names that suit anyone, for the few doctors who state their gender as other. */
export const NEUTRAL_NAMES = ['Kiran', 'Ashwini', 'Shashi', 'Sonu', 'Jyoti', 'Anmol', 'Noor', 'Suman', 'Santosh', 'Preet'];

/** The main regional name pool of each state or UT (names from other regions are mixed in). */
export const STATE_REGION: Record<string, Region> = {
  'Andaman and Nicobar Islands': 'bengali',
  'Andhra Pradesh': 'telugu',
  'Arunachal Pradesh': 'assamese',
  Assam: 'assamese',
  Bihar: 'north',
  Chandigarh: 'punjabi',
  Chhattisgarh: 'north',
  'Dadra and Nagar Haveli and Daman and Diu': 'gujarati',
  Delhi: 'north',
  Goa: 'christian',
  Gujarat: 'gujarati',
  Haryana: 'north',
  'Himachal Pradesh': 'north',
  'Jammu and Kashmir': 'kashmiri',
  Jharkhand: 'north',
  Karnataka: 'kannada',
  Kerala: 'malayali',
  Ladakh: 'kashmiri',
  Lakshadweep: 'malayali',
  'Madhya Pradesh': 'north',
  Maharashtra: 'marathi',
  Manipur: 'assamese',
  Meghalaya: 'assamese',
  Mizoram: 'assamese',
  Nagaland: 'assamese',
  Odisha: 'odia',
  Puducherry: 'tamil',
  Punjab: 'punjabi',
  Rajasthan: 'rajasthani',
  Sikkim: 'assamese',
  'Tamil Nadu': 'tamil',
  Telangana: 'telugu',
  Tripura: 'bengali',
  'Uttar Pradesh': 'north',
  Uttarakhand: 'north',
  'West Bengal': 'bengali',
};

export const ALL_REGIONS = Object.keys(NAMES) as Region[];
